/**
 * E-mail change in the atlas: the request form of a signed-in member (no token) and the link's confirmation (a token);
 * empty, malformed and valid new addresses, a field edit, the request's answers (sent, 422 taken, 429, a failure) and
 * the confirmation's (confirmed, 410, 422 taken meanwhile, another refusal, a failure).
 */
import { emailChangeMachine } from '../../machines/email-change.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const emailChangeEntry = defineAtlasEntry({
  id: 'email-change',
  title: 'E-mail change',
  spec: [
    "001 §2 'Account actions' e-mail change (route email-change: request and confirm)",
    "001 §7 'Login and account actions' request-change-email-action, confirm-change-email-action",
    "000 §5 'Validation rules' (e-mail)",
    '000 §8 error messages',
  ],
  description:
    "Signed in, without a token: an invalid new address makes no call and shows the spec's message; a valid one asks for the change → 'sent' (the link went to the new address); refusals show under the field or as the form's error. With the link's token: confirming → confirmed (the new address), an invalid link (410), the address taken meanwhile (422), or a retry after a failure.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: emailChangeMachine,
  inputs: {
    'request form': {},
    'link with a token': { token: 'change-token' },
    'request posted without JavaScript': { posted: { form: 'email-change', step: 'sent', email: 'new@example.com' } },
    'confirmation posted without JavaScript': {
      token: 'change-token',
      posted: { form: 'email-change', step: 'confirmed', email: 'new@example.com' },
    },
    'used link posted without JavaScript': { token: 'change-token', posted: { form: 'email-change', step: 'invalidLink' } },
    'address taken, posted without JavaScript': {
      token: 'change-token',
      posted: { form: 'email-change', step: 'taken', formError: 'This e-mail address is already used by another account.' },
    },
    'confirmation failed without JavaScript': {
      token: 'change-token',
      posted: { form: 'email-change', step: 'confirmFailed', formError: 'Uh-oh... Something went wrong.' },
    },
  },
  events: [
    { type: 'CHANGE_SUBMITTED', email: '' },
    { type: 'CHANGE_SUBMITTED', email: 'not-an-email' },
    { type: 'CHANGE_SUBMITTED', email: ' New@Example.COM ' },
    { type: 'CHANGE_FIELD_EDITED', field: 'email' },
    { type: 'xstate.done.actor.requestEmailChange', output: { ok: true } },
    {
      type: 'xstate.done.actor.requestEmailChange',
      output: {
        ok: false,
        status: 422,
        message: 'Invalid fields',
        fieldErrors: { email: ['This e-mail address is already used by another account.'] },
      },
    },
    {
      type: 'xstate.done.actor.requestEmailChange',
      output: { ok: false, status: 429, message: 'Too many requests. Please try again in 1 minute.', fieldErrors: {} },
    },
    { type: 'xstate.error.actor.requestEmailChange', error: new Error('Network error') },
    { type: 'xstate.done.actor.confirmEmailChange', output: { ok: true, email: 'new@example.com' } },
    { type: 'xstate.done.actor.confirmEmailChange', output: { ok: false, status: 410, message: 'This link is no longer valid.' } },
    {
      type: 'xstate.done.actor.confirmEmailChange',
      output: { ok: false, status: 422, message: 'This e-mail address is already used by another account.' },
    },
    { type: 'xstate.done.actor.confirmEmailChange', output: { ok: false, status: 500, message: 'Uh-oh... Something went wrong.' } },
    { type: 'xstate.error.actor.confirmEmailChange', error: new Error('Network error') },
    { type: 'CONFIRM_RETRIED' },
  ],
  fakeActors: ['requestEmailChange', 'confirmEmailChange'],
});
