/**
 * The easy cancel (machines/easy-cancel.machine.ts): the questions, settings, upgrade URL and feedback through the
 * site API adapter (it logs failures and never throws: 'Failed to get upgrade url', 'Failed to send feedback'), the
 * visit's tokens refreshed once the membership is canceled, and the way on: a client navigation for a path of this
 * site, a full one otherwise.
 */
import { fromPromise } from 'xstate';
import { easyCancelMachine } from '../../machines/easy-cancel.machine.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';
import { leaveSite } from './links.ts';

/** A path of this site ('/…', not '//…'): the app navigates there itself. */
const isSitePath = (url: string): boolean => /^\/(?![/\\])/.test(url);

export const easyCancel = defineScreenMachine({
  id: 'easyCancel',
  machine: easyCancelMachine,
  provide: ({ site, refresh }: Pick<Services, 'site' | 'refresh'>, { navigate }: { navigate: (path: string) => void }) =>
    easyCancelMachine.provide({
      actions: { goTo: (_, { url }) => (isSitePath(url) ? navigate(url) : leaveSite(url)) },
      actors: {
        loadQuestions: fromPromise(() => site.easyCancelQuestions()),
        loadSettings: fromPromise(() => site.easyCancelSettings()),
        loadUpgradeUrl: fromPromise(async ({ input }) => (await site.easyCancelUpgradeUrl(input.membershipUuid)) ?? null),
        sendFeedback: fromPromise(({ input }) => site.sendEasyCancelFeedback(input)),
        refreshSession: fromPromise(async () => {
          await refresh();
        }),
      },
    }),
});
