/**
 * Screen machines with their side effects provided (DESIGN 'Composition': screen machines are composed by
 * their route). The router context carries these factories; a route's component starts the machine and hands
 * the view its actor ref. Tomorrow: checkout, download, broadcast room, messenger panel.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import { canWatchFull } from '../../machines/rules/membership.ts';
import type { SessionChanged } from '../../machines/session.machine.ts';
import { resetPasswordMachine } from '../../machines/reset-password.machine.ts';
import { videoPanelMachine } from '../../machines/video-panel.machine.ts';

/** The session as screen machines listen to it: its emitted facts. */
export type SessionFactsSource = {
  on(type: 'SESSION_CHANGED', handler: (event: SessionChanged) => void): { unsubscribe(): void };
};

export interface ScreenFactories {
  videoPanel(session: SessionFactsSource): typeof videoPanelMachine;
  /** /reset-password/ (spec 001 §2): its three calls through the site API adapter, which never throws. */
  resetPassword(site: Pick<SiteApi, 'restorePassword' | 'checkResetToken' | 'resetPassword'>): typeof resetPasswordMachine;
}

export function createScreenFactories(): ScreenFactories {
  return {
    videoPanel: (session) =>
      videoPanelMachine.provide({
        actors: {
          accessChanges: fromCallback(({ sendBack }) => {
            const subscription = session.on('SESSION_CHANGED', ({ facts }) =>
              sendBack({ type: 'ACCESS_CHANGED', canWatchFull: canWatchFull(facts.flags) }),
            );
            return () => subscription.unsubscribe();
          }),
        },
      }),
    resetPassword: (site) =>
      resetPasswordMachine.provide({
        actors: {
          restorePassword: fromPromise(({ input }) => site.restorePassword(input.email)),
          checkResetToken: fromPromise(({ input }) => site.checkResetToken(input.token)),
          resetPassword: fromPromise(({ input }) => site.resetPassword(input.token, input.password)),
        },
      }),
  };
}
