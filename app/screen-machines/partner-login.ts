/**
 * /playalogin/ (machines/partner-login.machine.ts; README 'Partner app login'): the session's facts (the signed-in
 * e-mail) followed, its logout (no redirect) for 'Use another account', the code call through the site API adapter,
 * and the full navigation to the app.
 */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import { type PartnerCodeOutcome, partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import { defineScreenMachine } from './define.ts';
import { type SessionFactsSource, type SessionLink, leaveSite, sessionChanges } from './links.ts';

export const partnerLogin = defineScreenMachine({
  id: 'partnerLogin',
  machine: partnerLoginMachine,
  provide: ({ site }: { site: Pick<SiteApi, 'partnerCode'> }, { session }: { session: SessionFactsSource & Pick<SessionLink, 'send'> }) =>
    partnerLoginMachine.provide({
      actions: {
        endSession: () => session.send({ type: 'LOGOUT_REQUESTED', redirect: false }),
        leaveForApp: (_, params) => leaveSite(params.url),
      },
      actors: {
        requestCode: fromPromise<PartnerCodeOutcome, { clientId: string; redirectUri: string }>(({ input }) => site.partnerCode(input)),
        sessionChanges: sessionChanges(session, (facts) => ({ type: 'SESSION_CHANGED', email: facts.email })),
      },
    }),
});
