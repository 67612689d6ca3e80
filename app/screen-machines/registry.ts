/**
 * The screens' machines (DESIGN 'Composition': screen machines are composed by their route): one module each in
 * app/screen-machines/, one line each here. A route loads its machine's module with its screen and has it provide the
 * machine; this list is what the rest derives from (app/machines.ts: every machine the app composes, the wiring test,
 * the machine atlas's lifetimes). Loaded by tests, `npm run paths` and the atlas's server-only pages, never by a page:
 * it holds every screen's machine.
 */
import { accountRemoval } from './account-removal.ts';
import { adVideo } from './ad-video.tsx';
import { aiMaskPopup } from './ai-mask-popup.ts';
import { avatar } from './avatar.ts';
import { broadcastRoom } from './broadcast-room.ts';
import { camList } from './cam-list.ts';
import { changePassword } from './change-password.ts';
import { checkout } from './checkout.ts';
import { commentComposer } from './comment-composer.ts';
import { comments } from './comments.ts';
import { composer } from './composer.ts';
import { dealCards } from './deal-cards.ts';
import { download } from './download.ts';
import { easyCancel } from './easy-cancel.ts';
import { emailChange } from './email-change.ts';
import { emailPreferences } from './email-preferences.ts';
import { favoritesPage } from './favorites-page.ts';
import { forumUsername } from './forum-username.ts';
import { joinNow } from './join-now.ts';
import { memberPlusOffer } from './member-plus-offer.ts';
import { memberPlusPayment } from './member-plus-payment.ts';
import { membershipCancel } from './membership-cancel.ts';
import { partnerLogin } from './partner-login.ts';
import { paymentReturn } from './payment-return.ts';
import { player } from './player.ts';
import { resetPassword } from './reset-password.ts';
import { roomChat } from './room-chat.ts';
import { tip } from './tip.ts';
import { upgradeSubscription } from './upgrade-subscription.ts';
import { videoPanel } from './video-panel.ts';
import { vreels } from './vreels.ts';

export const screenMachines = [
  videoPanel,
  download,
  player,
  aiMaskPopup,
  comments,
  commentComposer,
  forumUsername,
  adVideo,
  dealCards,
  memberPlusOffer,
  memberPlusPayment,
  joinNow,
  checkout,
  paymentReturn,
  accountRemoval,
  emailChange,
  resetPassword,
  partnerLogin,
  emailPreferences,
  favoritesPage,
  avatar,
  changePassword,
  membershipCancel,
  easyCancel,
  upgradeSubscription,
  vreels,
  camList,
  broadcastRoom,
  tip,
  roomChat,
  composer,
] as const;
