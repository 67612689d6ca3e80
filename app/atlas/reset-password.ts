/**
 * /reset-password/ in the atlas: without a token, with one the loader found valid or invalid, with one the loader
 * could not check; the forms' empty, malformed and valid submits, field edits, and every answer of the three calls
 * (done, refused with field errors, 429 with its message, 410 gone, failed) as fake actors.
 */
import { resetPasswordMachine } from '../../machines/reset-password.machine.ts';
import { defineAtlasEntry } from './define.ts';

/** The token of the example links. */
export const RESET_TOKEN = 'reset-token-1';
/** The server's message of a 429 answer. */
export const TOO_MANY = 'Too many requests. Try again later.';
/** A server field error of the new password (422). */
export const SERVER_PASSWORD_ERROR = 'Password must contain at least one number';

export const resetPasswordEntry = defineAtlasEntry({
  id: 'reset-password',
  title: 'Reset password',
  spec: [
    "001 §2 'Account actions' /reset-password/ (restore, token check, new password)",
    "000 §5 'Validation rules' (password and e-mail messages, field errors cleared by editing)",
    "000 §7 'Auth and account' restorePassword, checkResetToken, resetPassword",
    '000 §8 generic message',
  ],
  description:
    "Without a token: the restore form (the e-mail rule and its message); a valid e-mail asks for a reset e-mail and the screen says to check the inbox, whatever the account. With a token: the loader's check (or the screen's own) leads to the new-password form or the invalid-link state, which offers a new e-mail. The new password is checked with the spec's rules and its confirmation; the server's field errors show under the field and editing it clears them; a 410 is the invalid-link state; a 429 shows its message; a failed call shows 'Uh-oh... Something went wrong.' and keeps what was typed; done links to /login/.",
  area: 'session',
  lifetime: 'screen',
  machine: resetPasswordMachine,
  inputs: {
    'no token': { token: null },
    'valid link': { token: RESET_TOKEN, check: { valid: true, email: 'b***s@demo.test' } },
    'used link': { token: RESET_TOKEN, check: { valid: false } },
    'link not checked yet': { token: RESET_TOKEN, check: null },
    'restore posted without JavaScript': { token: null, posted: { form: 'reset-password', step: 'sent', email: 'member@example.com' } },
    'restore refused without JavaScript': {
      token: null,
      posted: { form: 'reset-password', step: 'refused', email: 'x', fieldErrors: { email: ['Correct email pattern is: example@example.com'] } },
    },
    'new password posted without JavaScript': { token: RESET_TOKEN, check: { valid: false }, posted: { form: 'reset-password', step: 'done' } },
  },
  events: [
    { type: 'RESTORE_SUBMITTED', email: '' },
    { type: 'RESTORE_SUBMITTED', email: 'not-an-email' },
    { type: 'RESTORE_SUBMITTED', email: ' Member@Example.COM ' },
    { type: 'PASSWORD_SUBMITTED', password: 'short', confirmation: 'short' },
    { type: 'PASSWORD_SUBMITTED', password: 'newpass123', confirmation: 'other1234' },
    { type: 'PASSWORD_SUBMITTED', password: 'newpass123', confirmation: 'newpass123' },
    { type: 'FIELD_EDITED', field: 'email' },
    { type: 'FIELD_EDITED', field: 'password' },
    { type: 'NEW_LINK_REQUESTED' },
    { type: 'CHECK_RETRIED' },
    { type: 'xstate.done.actor.restorePassword', output: { ok: true } },
    { type: 'xstate.done.actor.restorePassword', output: { ok: false, message: TOO_MANY, fieldErrors: {} } },
    { type: 'xstate.error.actor.restorePassword', error: new Error('network') },
    { type: 'xstate.done.actor.checkResetToken', output: { valid: true, email: 'b***s@demo.test' } },
    { type: 'xstate.done.actor.checkResetToken', output: { valid: false } },
    { type: 'xstate.done.actor.checkResetToken', output: null },
    { type: 'xstate.error.actor.checkResetToken', error: new Error('network') },
    { type: 'xstate.done.actor.resetPassword', output: { ok: true } },
    { type: 'xstate.done.actor.resetPassword', output: { ok: false, message: null, fieldErrors: { password: [SERVER_PASSWORD_ERROR] } } },
    {
      type: 'xstate.done.actor.resetPassword',
      output: { ok: false, gone: true, message: null, fieldErrors: { token: ['The link is invalid or has expired'] } },
    },
    { type: 'xstate.done.actor.resetPassword', output: { ok: false, message: 'Uh-oh... Something went wrong.', fieldErrors: {} } },
    { type: 'xstate.error.actor.resetPassword', error: new Error('network') },
  ],
  fakeActors: ['restorePassword', 'checkResetToken', 'resetPassword'],
});
