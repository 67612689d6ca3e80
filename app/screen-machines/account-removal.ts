/**
 * The account removal (machines/account-removal.machine.ts): its two calls through the site API adapter (never
 * throws), and the visit's session: the address signed in here is read when the removal is done, and told to log out
 * (no redirect) when that account is the one removed.
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
  provide: ({ site }: { site: Pick<SiteApi, 'initAccountRemoval' | 'removeAccount'> }, { session }: { session: SessionLink }) =>
    accountRemovalMachine.provide({
      actions: { endSession: () => session.send({ type: 'LOGOUT_REQUESTED', redirect: false }) },
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
