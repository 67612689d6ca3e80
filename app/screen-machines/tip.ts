/**
 * The room's tip (machines/tip.machine.ts): 'chat.tip' / 'chat.tipMenu' / 'chat.toy' through `services.camChannel`
 * (never throws: `{ok:false, error}`), the visit's cam session (in the visit's actor system, not the room's) followed
 * as VIEWER_CHANGED and sent BALANCE_REFRESH_REQUESTED after every settled tip, /tokens/ by the router's navigation,
 * and the room's model followed as MODEL_CHANGED.
 */
import { fromPromise } from 'xstate';
import { BALANCE_REFRESH } from '../../domain/cam-session-facts.ts';
import { type TipEvent, type TipOutcome, type TipSend, tipMachine } from '../../machines/tip.machine.ts';
import type { Services } from '../router/services.ts';
import { defineScreenMachine } from './define.ts';
import { type CamSessionLink, type RoomLink, camViewerFacts, roomFact } from './links.ts';

export const tip = defineScreenMachine({
  id: 'tip',
  machine: tipMachine,
  provide: (
    { camChannel: channel }: Pick<Services, 'camChannel'>,
    { navigate, camSession, room }: { navigate: (path: string) => void; camSession: CamSessionLink | undefined; room: RoomLink },
  ) =>
    tipMachine.provide({
      actions: {
        goTo: (_, params) => navigate(params.path),
        refreshBalance: () => camSession?.send(BALANCE_REFRESH),
      },
      actors: {
        sendTip: fromPromise<TipOutcome, TipSend>(async ({ input }) => {
          const outcome =
            input.kind === 'tipMenu'
              ? await channel.request('chat.tipMenu', { itemId: input.itemId })
              : input.kind === 'toy'
                ? await channel.request('chat.toy', { itemId: input.itemId, amount: input.amount })
                : await channel.request('chat.tip', { amount: input.amount });
          return outcome.ok ? { ok: true, balance: outcome.result.balance } : { ok: false, error: outcome.error };
        }),
        viewerFacts: camViewerFacts<TipEvent>(camSession),
        modelChanges: roomFact<TipEvent, string>(
          room,
          (s) => s.context.model.id,
          (modelId) => ({ type: 'MODEL_CHANGED', modelId }),
        ),
      },
    }),
});
