/**
 * Screen machines with their side effects provided (DESIGN 'Composition': screen machines are composed by
 * their route). The router context carries these factories; a route's component starts the machine and hands
 * the view its actor ref. Tomorrow: checkout, download, broadcast room, messenger panel.
 */
import { fromCallback } from 'xstate';
import { canWatchFull } from '../../machines/rules/membership.ts';
import type { SessionChanged } from '../../machines/session.machine.ts';
import { videoPanelMachine } from '../../machines/video-panel.machine.ts';

/** The session as screen machines listen to it: its emitted facts. */
export type SessionFactsSource = {
  on(type: 'SESSION_CHANGED', handler: (event: SessionChanged) => void): { unsubscribe(): void };
};

export interface ScreenFactories {
  videoPanel(session: SessionFactsSource): typeof videoPanelMachine;
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
  };
}
