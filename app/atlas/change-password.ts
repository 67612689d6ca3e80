/**
 * The change-password form in the atlas: fields typed (an empty current password, a new one breaking the rules, a
 * confirmation that differs), a submit checked by the rules before any call, and the server's answers (its message;
 * its field errors, one a list; a refusal with only a message; a failure).
 */
import { PASSWORD_CHANGED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE } from '../../contracts/change-password-rules.ts';
import { PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE } from '../../contracts/password-rules.ts';
import { changePasswordMachine } from '../../machines/change-password.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const changePasswordEntry = defineAtlasEntry({
  id: 'change-password',
  title: 'Change password',
  spec: [
    "001 §2 'Account settings' (the change-password form)",
    "001 §3 'Password change form'",
    "001 §5 'Change password' and 'Registration' (the password rules)",
    "001 §7 'Dashboard and account' change-password",
    "001 §8 'Change-password error'",
  ],
  description:
    "A submit clears every error and the message, then checks the shared password rules (their messages under the fields, no call). The server's msg is shown after success (the fields cleared); its field errors go under their fields, a list joined with line breaks; a refusal without field errors shows its message.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: changePasswordMachine,
  inputs: {
    'empty form': {},
    'changed, posted without JavaScript': { posted: { form: 'change-password', step: 'done', message: PASSWORD_CHANGED_MESSAGE } },
    'refused, posted without JavaScript': {
      posted: { form: 'change-password', step: 'refused', fieldErrors: { password: [CURRENT_PASSWORD_WRONG_MESSAGE] } },
    },
    'failed, posted without JavaScript': { posted: { form: 'change-password', step: 'refused', formError: 'Uh-oh... Something went wrong.' } },
  },
  events: [
    { type: 'FIELD_CHANGED', field: 'password', value: 'demo1234' },
    { type: 'FIELD_CHANGED', field: 'new_password', value: 'fresh9876' },
    { type: 'FIELD_CHANGED', field: 'new_password_confirmation', value: 'fresh9876' },
    { type: 'FIELD_CHANGED', field: 'new_password_confirmation', value: 'other9876' },
    { type: 'SUBMITTED' },
    { type: 'xstate.done.actor.changePassword', output: { ok: true, message: PASSWORD_CHANGED_MESSAGE } },
    {
      type: 'xstate.done.actor.changePassword',
      output: {
        ok: false,
        message: 'The given data was invalid.',
        fieldErrors: { password: [CURRENT_PASSWORD_WRONG_MESSAGE], new_password: [PASSWORD_LETTER_MESSAGE, PASSWORD_MESSAGE] },
      },
    },
    { type: 'xstate.done.actor.changePassword', output: { ok: false, message: 'Too many requests.', fieldErrors: {} } },
    { type: 'xstate.error.actor.changePassword', error: new Error('Network error') },
  ],
  fakeActors: ['changePassword'],
  graph: { limit: 3000 },
});
