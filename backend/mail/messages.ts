/** The e-mails of the account actions: subject and plain text, links on the site's public URL. */
import { CODE_SECONDS, EMAIL_CHANGE_SECONDS, REMOVAL_SECONDS, RESET_SECONDS, UNBLOCK_SECONDS, lifetimeText } from '../auth/account-figures.ts';
import type { Mail } from './outbox.ts';

const link = (publicUrl: string, path: string, token: string) => `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;

export const codeMail = (to: string, code: string): Mail => ({
  to,
  subject: 'Your login code',
  text: `Your login code is ${code}.\n\nIt works once, for ${lifetimeText(CODE_SECONDS)}. If you did not ask for it, ignore this e-mail.`,
});

export const resetMail = (to: string, publicUrl: string, token: string): Mail => ({
  to,
  subject: 'Reset your password',
  text: `To choose a new password, open this link (it works once, for ${lifetimeText(RESET_SECONDS)}):\n\n${link(publicUrl, '/reset-password/', token)}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.`,
});

export const unblockMail = (to: string, publicUrl: string, token: string): Mail => ({
  to,
  subject: 'Unblock your account',
  text: `Your account was blocked after too many failed login attempts. To unblock it, open this link (it works once, for ${lifetimeText(UNBLOCK_SECONDS)}):\n\n${link(publicUrl, '/api/wp/auth/unblock', token)}\n\nIf these attempts were not yours, consider resetting your password.`,
});

export const emailChangeMail = (to: string, publicUrl: string, token: string): Mail => ({
  to,
  subject: 'Confirm your new e-mail address',
  text: `To make ${to} the e-mail address of your account, open this link (it works once, for ${lifetimeText(EMAIL_CHANGE_SECONDS)}):\n\n${link(publicUrl, '/email-change/', token)}\n\nIf you did not ask for it, ignore this e-mail.`,
});

export const removalMail = (to: string, publicUrl: string, token: string): Mail => ({
  to,
  subject: 'Confirm the removal of your account',
  text: `To remove your account and its data for good, open this link (it works once, for ${lifetimeText(REMOVAL_SECONDS)}):\n\n${link(publicUrl, '/account-removal/', token)}\n\nIf you did not ask for it, ignore this e-mail and consider changing your password.`,
});
