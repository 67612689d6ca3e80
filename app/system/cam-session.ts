/**
 * The cam session (spec 002 §4.5) in the visit: the cam auth info and balance from the site host (services.cams), the
 * provider interface's sign-in, sign-out, spy cancel and events (services.camChannel), the router's paths and
 * navigation. Off when the cam feature is switched off (config.enableCams).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { CamEvent } from '../../contracts/cam-channel.ts';
import type { CamAuthInfo } from '../../contracts/cam-provider.ts';
import { type CamSessionEvent, type ProviderLoginOutcome, camSessionMachine } from '../../machines/cam-session.machine.ts';
import { defineVisitMachine } from './define.ts';
import { startingFacts } from './facts.ts';

/** The provider's room and notification events the cam session acts on, as its events (null for the others). */
export function camSessionEventOf(event: CamEvent): CamSessionEvent | null {
  if (event.channel === 'connection') return { type: 'CHANNEL_RECONNECTED' };
  if (event.channel === 'room' && event.event === 'onStateChanged') return { type: 'ROOM_STATE_CHANGED', nickname: event.data.modelNickname };
  if (event.channel === 'room' && event.event === 'incompleteSessionFound')
    return { type: 'INCOMPLETE_SESSION_FOUND', nickname: event.data.modelNickname };
  if (event.channel === 'notification' && event.event === 'broadcastSpyModeTimeExpireNotification') return { type: 'SPY_TIME_EXPIRE' };
  if (event.channel === 'notification' && event.event === 'broadcastSpyModeRemainingTime') return { type: 'SPY_REMAINING_TIME' };
  if (event.channel === 'notification' && event.event === 'balanceChanged') return { type: 'BALANCE_CHANGED', balance: event.data.balance };
  return null;
}

export const camSession = defineVisitMachine({
  id: 'camSession',
  machine: camSessionMachine,
  provide: (services, nav) =>
    camSessionMachine.provide({
      actors: {
        loadAuthInfo: fromPromise<CamAuthInfo | null, void>(() => services.cams.authInfo()),
        providerLogin: fromPromise<ProviderLoginOutcome, { token: string }>(async ({ input }) => {
          const answer = await services.camChannel.request('auth.login', { token: input.token });
          return answer.ok ? { ok: true, userName: answer.result.userName } : { ok: false, error: answer.error };
        }),
        providerLogout: fromPromise<void, void>(async () => {
          await services.camChannel.request('auth.logout', {});
        }),
        loadBalance: fromPromise<number | null, void>(() => services.cams.balance()),
        cancelSpy: fromPromise<void, void>(async () => {
          await services.camChannel.request('room.cancelSpy', {});
        }),
        channelEvents: fromCallback<CamSessionEvent, void>(({ sendBack }) =>
          services.camChannel.subscribe((event) => {
            const next = camSessionEventOf(event);
            if (next) sendBack(next);
          }),
        ),
      },
      actions: {
        goTo: (_, { path }) => nav.go(path),
      },
    }),
  input: (root, request) => {
    const facts = startingFacts(root, request);
    return {
      enabled: request.config.enableCams,
      slug: request.config.vrCamListSlug,
      path: request.path,
      signedIn: facts.flags.loggedIn,
      userId: facts.userId,
      mayChat: facts.flags.activeExpiredOrInactive,
      mayAuthorise: facts.flags.authorizedForLiveCam,
    };
  },
});
