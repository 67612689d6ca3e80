/**
 * The screen machines whose route hydrates its first page from the snapshot the server wrote (screen-actor.tsx): each
 * named as its atlas entry (app/atlas/), which the model test takes the starting inputs from
 * (tests/model/screen-snapshots.model.test.ts), with its module, loaded with the route's screen or after the first page.
 */
import { screenMachine } from './screen-actor.tsx';

export const resetPasswordMachine = screenMachine('reset-password', () => import('../screen-machines/reset-password.ts'));
export const accountRemovalMachine = screenMachine('account-removal', () => import('../screen-machines/account-removal.ts'));
export const emailChangeMachine = screenMachine('email-change', () => import('../screen-machines/email-change.ts'));
export const emailPreferencesMachine = screenMachine('email-preferences', () => import('../screen-machines/email-preferences.ts'));
export const partnerLoginMachine = screenMachine('partner-login', () => import('../screen-machines/partner-login.ts'));
export const dealCardsMachine = screenMachine('deal-cards', () => import('../screen-machines/deal-cards.ts'));
export const avatarMachine = screenMachine('avatar', () => import('../screen-machines/avatar.ts'));
export const changePasswordMachine = screenMachine('change-password', () => import('../screen-machines/change-password.ts'));
export const membershipCancelMachine = screenMachine('membership-cancel', () => import('../screen-machines/membership-cancel.ts'));
export const easyCancelMachine = screenMachine('easy-cancel', () => import('../screen-machines/easy-cancel.ts'), [{ type: 'SUBMITTED' }]);
export const favoritesPageMachine = screenMachine('favorites-page', () => import('../screen-machines/favorites-page.ts'));
export const upgradeSubscriptionMachine = screenMachine('upgrade-subscription', () => import('../screen-machines/upgrade-subscription.ts'));
export const vreelsMachine = screenMachine('vreels', () => import('../screen-machines/vreels.ts'), [{ type: 'NEXT' }, { type: 'PREV' }]);
export const camListMachine = screenMachine('cam-list', () => import('../screen-machines/cam-list.ts'));

export const writtenScreens = [
  resetPasswordMachine,
  accountRemovalMachine,
  emailChangeMachine,
  emailPreferencesMachine,
  partnerLoginMachine,
  dealCardsMachine,
  avatarMachine,
  changePasswordMachine,
  membershipCancelMachine,
  easyCancelMachine,
  favoritesPageMachine,
  upgradeSubscriptionMachine,
  vreelsMachine,
  camListMachine,
];
