/**
 * The partner app login (/playalogin/) in the atlas: an unknown redirect URI, a failed lookup, a guest and a signed-in
 * viewer; sign-in and sign-out facts of the session, the viewer's choices, and the code call's answers (a code, a
 * refusal, a failure).
 */
import { partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import { defineAtlasEntry } from './define.ts';

const app = { clientId: 'playa-sandbox', name: 'PLAYA', redirectUri: 'https://app.test/cb/' };

export const partnerLoginEntry = defineAtlasEntry({
  id: 'partner-login',
  title: 'Partner app login',
  spec: [
    "000 §2.2 'partner-login path' (playalogin: login variant for a partner VR app)",
    "000 §4 'Verified-member gate' (playalogin open to every viewer)",
    "001 §2 (/playalogin/ behaviour not shown: README 'Partner app login')",
  ],
  description:
    "An unknown redirect URI: an error, never a redirect. A guest signs in with the site's form and the hand-off starts by itself; a signed-in viewer continues as themself or uses another account (logout first). The hand-off asks for a one-time code, then leaves for redirect_uri?code=…&state=…; a refusal shows its message with a retry.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: partnerLoginMachine,
  inputs: {
    'unknown redirect URI': { app: null, lookupFailed: false, state: 'xyz', email: null },
    'lookup failed': { app: null, lookupFailed: true, state: 'xyz', email: null },
    guest: { app, lookupFailed: false, state: 'xyz', email: null },
    'signed in': { app, lookupFailed: false, state: null, email: 'active@demo.test' },
  },
  events: [
    { type: 'CONTINUE_CLICKED' },
    { type: 'OTHER_ACCOUNT_CHOSEN' },
    { type: 'RETRY_CLICKED' },
    { type: 'SESSION_CHANGED', email: 'active@demo.test' },
    { type: 'SESSION_CHANGED', email: null },
    { type: 'xstate.done.actor.requestCode', output: { ok: true, code: 'one-time-code' } },
    { type: 'xstate.done.actor.requestCode', output: { ok: false, message: 'Too many requests. Please try again in 1 minute.' } },
    { type: 'xstate.error.actor.requestCode', error: new Error('Network error') },
  ],
  fakeActors: ['requestCode'],
});
