/**
 * The machine atlas: one entry for every machine in `machines/` (a test fails when a machine file has
 * none). Adding a machine = one module in app/atlas/ (`defineAtlasEntry`, see define.ts) + one line here. The
 * model tests, `npm run paths` and the atlas page read their inputs, events and delays from these entries.
 */
import { accountRemovalEntry } from './account-removal.ts';
import { adVideoEntry } from './ad-video.ts';
import { affiliateHitsEntry } from './affiliate-hits.ts';
import { ageSplashEntry } from './age-splash.ts';
import { ageVerificationEntry } from './age-verification.ts';
import { cardPreviewEntry } from './card-preview.ts';
import { commentComposerEntry, commentsEntry, forumUsernameEntry } from './comments.ts';
import { cookieConsentEntry } from './cookie-consent.ts';
import { broadcastRoomEntry } from './broadcast-room.ts';
import { camListEntry } from './cam-list.ts';
import { camSessionEntry } from './cam-session.ts';
import { composerEntry, roomChatEntry, tipEntry } from './cam-social.ts';
import { dealCardsEntry } from './deal-cards.ts';
import { downloadEntry } from './download.ts';
import type { AtlasEntry } from './define.ts';
import { emailChangeEntry } from './email-change.ts';
import { emailPreferencesEntry } from './email-preferences.ts';
import { favoritesPageEntry } from './favorites-page.ts';
import { membershipCancelEntry } from './membership-cancel.ts';
import { fakeBuyEntry } from './fake-buy.ts';
import { headerBarEntry } from './header-bar.ts';
import { favoritesEntry } from './favorites.ts';
import { gateEntry } from './gate.ts';
import { loginFormEntry } from './login-form.ts';
import { notificationsEntry } from './notifications.ts';
import { partnerLoginEntry } from './partner-login.ts';
import { playerEntry } from './player.ts';
import { promoBannerEntry } from './promo-banner.ts';
import { resetPasswordEntry } from './reset-password.ts';
import { searchEntry } from './search.ts';
import { sessionEntry } from './session.ts';
import { termsDialogEntry } from './terms-dialog.ts';
import { tooltipEntry } from './tooltip.ts';
import { videoPanelEntry } from './video-panel.ts';
import { aiMaskPopupEntry } from './ai-mask-popup.ts';
import { billerChoiceEntry } from './biller-choice.ts';
import { checkoutEntry } from './checkout.ts';
import { joinNowEntry } from './join-now.ts';
import { paymentReturnEntry } from './payment-return.ts';
import { memberPlusPaymentEntry } from './member-plus-payment.ts';
import { memberPlusOfferEntry } from './member-plus-offer.ts';
import { valuePopupsEntry } from './value-popups.ts';
import { visitEntry } from './visit.ts';
import { vreelsEntry } from './vreels.ts';
import { easyCancelEntry } from './easy-cancel.ts';
import { upgradeSubscriptionEntry } from './upgrade-subscription.ts';
import { tokenPurchaseEntry } from './token-purchase.ts';
import { messengerChatEntry, messengerEntry, messengerPanelEntry } from './messenger.ts';
import { avatarEntry } from './avatar.ts';
import { changePasswordEntry } from './change-password.ts';

export const atlas: readonly AtlasEntry[] = [
  visitEntry,
  sessionEntry,
  loginFormEntry,
  ageSplashEntry,
  termsDialogEntry,
  cookieConsentEntry,
  cardPreviewEntry,
  tooltipEntry,
  searchEntry,
  videoPanelEntry,
  aiMaskPopupEntry,
  joinNowEntry,
  checkoutEntry,
  billerChoiceEntry,
  paymentReturnEntry,
  memberPlusPaymentEntry,
  memberPlusOfferEntry,
  playerEntry,
  downloadEntry,
  adVideoEntry,
  ageVerificationEntry,
  gateEntry,
  accountRemovalEntry,
  emailChangeEntry,
  emailPreferencesEntry,
  favoritesPageEntry,
  avatarEntry,
  changePasswordEntry,
  easyCancelEntry,
  upgradeSubscriptionEntry,
  membershipCancelEntry,
  resetPasswordEntry,
  partnerLoginEntry,
  vreelsEntry,
  favoritesEntry,
  notificationsEntry,
  valuePopupsEntry,
  affiliateHitsEntry,
  promoBannerEntry,
  fakeBuyEntry,
  headerBarEntry,
  dealCardsEntry,
  camSessionEntry,
  camListEntry,
  broadcastRoomEntry,
  tipEntry,
  roomChatEntry,
  composerEntry,
  tokenPurchaseEntry,
  messengerEntry,
  messengerPanelEntry,
  messengerChatEntry,
  commentsEntry,
  commentComposerEntry,
  forumUsernameEntry,
];

export function atlasEntry(id: string): AtlasEntry {
  const entry = atlas.find((e) => e.id === id);
  if (!entry) throw new Error(`no machine ${id} in the atlas`);
  return entry;
}
