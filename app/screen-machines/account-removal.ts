/**
 * The account removal (machines/account-removal.machine.ts): its two calls through the site API adapter (never
 * throws), and the visit's session: the address signed in here is read when the removal is done and, when that account
 * is the one removed, the session ends where the visitor stands. Its tokens are dead then, so they are dropped at once
 * (the adapters' `endSession`: cleared, and the session told through the forced-logout channel, which logs out
 * without a redirect) rather than at the end of a requested logout: a call already under way (the cam balance's poll)
 * that meets a 401 finds no token to refresh and answers as a guest's, instead of failing a refresh and sending the
 * visitor to /login/.
 */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import type { Credentials } from '../../contracts/site-api.ts';
import { type ActionOutcome, type RemovalOutcome, accountRemovalMachine } from '../../machines/account-removal.machine.ts';
import { defineScreenMachine } from './define.ts';
import type { SessionLink } from './links.ts';

export const accountRemoval = defineScreenMachine({
  id: 'accountRemoval',
  machine: accountRemovalMachine,
  provide: (
    { site, endSession }: { site: Pick<SiteApi, 'initAccountRemoval' | 'removeAccount'>; endSession: () => void },
    { session }: { session: Pick<SessionLink, 'getSnapshot'> },
  ) =>
    accountRemovalMachine.provide({
      actions: { endSession },
      actors: {
        initAccountRemoval: fromPromise<ActionOutcome, Credentials>(({ input }) => site.initAccountRemoval(input)),
        removeAccount: fromPromise<RemovalOutcome, { token: string }>(async ({ input }) => {
          const result = await site.removeAccount(input.token);
          if (!result.ok) return result;
          const current = session.getSnapshot().context.user?.email ?? null;
          return { ok: true, signedInRemoved: current !== null && result.email !== null && current.toLowerCase() === result.email.toLowerCase() };
        }),
      },
    }),
});
