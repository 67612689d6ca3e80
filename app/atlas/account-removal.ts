/**
 * Account removal in the atlas: the start form (no token) and the link's confirm step (a token); empty, malformed and
 * valid submits, a field edit, the start call's answers (sent, 401, 423, 429, a failure) and the removal's (removed, the
 * signed-in account removed, 410, another refusal, a failure).
 */
import { accountRemovalMachine } from '../../machines/account-removal.machine.ts';
import { defineAtlasEntry } from './define.ts';

const refused = (status: number, message: string, fieldErrors = {}) => ({ ok: false as const, status, message, fieldErrors });

export const accountRemovalEntry = defineAtlasEntry({
  id: 'account-removal',
  title: 'Account removal',
  spec: [
    "001 §2 'Account actions' /account-removal/ (start with e-mail and password, then confirm; accountRemovalTriggered)",
    "001 §7 'Login and account actions' initAccountRemoval, removeAccount",
    "000 §5 'Validation rules' (e-mail)",
    '000 §8 error messages',
  ],
  description:
    "Without a token: an invalid submit makes no call and shows the spec's messages; a valid one starts the removal → 'check your e-mail' (accountRemovalTriggered); 401, 423, 429 and failures show their message, nothing typed is lost. With the link's token: a confirm step → removed (the session ends without a redirect when the account signed in here is the one removed), an invalid link (410), or a retry after a failure.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: accountRemovalMachine,
  inputs: {
    'start form': {},
    'link with a token': { token: 'removal-token' },
    'start posted without JavaScript': { posted: { form: 'account-removal', step: 'triggered' } },
    'start refused without JavaScript': {
      posted: { form: 'account-removal', step: 'refused', email: 'member@example.com', formError: 'Invalid email or password' },
    },
    'removal posted without JavaScript': { posted: { form: 'account-removal', step: 'removed' } },
    'used link posted without JavaScript': { posted: { form: 'account-removal', step: 'invalidLink' } },
  },
  events: [
    { type: 'REMOVAL_SUBMITTED', email: '', password: '' },
    { type: 'REMOVAL_SUBMITTED', email: 'not-an-email', password: 'secret123' },
    { type: 'REMOVAL_SUBMITTED', email: ' Member@Example.COM ', password: 'secret123' },
    { type: 'REMOVAL_FIELD_EDITED', field: 'email' },
    { type: 'xstate.done.actor.initAccountRemoval', output: { ok: true } },
    { type: 'xstate.done.actor.initAccountRemoval', output: refused(401, 'Invalid email or password') },
    { type: 'xstate.done.actor.initAccountRemoval', output: refused(423, 'Your account is blocked.') },
    { type: 'xstate.done.actor.initAccountRemoval', output: refused(429, 'Too many requests. Please try again in 1 minute.') },
    { type: 'xstate.error.actor.initAccountRemoval', error: new Error('Network error') },
    { type: 'REMOVE_CONFIRMED' },
    { type: 'xstate.done.actor.removeAccount', output: { ok: true, signedInRemoved: false } },
    { type: 'xstate.done.actor.removeAccount', output: { ok: true, signedInRemoved: true } },
    { type: 'xstate.done.actor.removeAccount', output: { ok: false, status: 410, message: 'This link is no longer valid.' } },
    { type: 'xstate.done.actor.removeAccount', output: { ok: false, status: 429, message: 'Too many requests. Please try again in 1 minute.' } },
    { type: 'xstate.error.actor.removeAccount', error: new Error('Network error') },
  ],
  fakeActors: ['initAccountRemoval', 'removeAccount'],
});
