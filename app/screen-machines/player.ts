/**
 * The VR player (machines/player.machine.ts): the headset through the browser's WebXR (support checked, a session
 * started within the click), the comfort settings kept on this device (the headset services load with the player),
 * and with `resume` (a signed-in member's full video) the place in the video loaded and saved through the site API (an
 * unfinished place is offered; nothing is offered or saved otherwise).
 */
import { fromPromise } from 'xstate';
import type { HeadsetServices } from '../../adapters/headset.ts';
import type { SiteApi } from '../../adapters/site-api.ts';
import { type PlayerKind, playerMachine } from '../../machines/player.machine.ts';
import { defineScreenMachine } from './define.ts';

export const player = defineScreenMachine({
  id: 'player',
  machine: playerMachine,
  provide: (
    { site }: { site: Pick<SiteApi, 'watchProgress' | 'saveWatchProgress'> },
    { headset, videoId, resume }: { headset: HeadsetServices; videoId: number; resume: boolean },
  ) =>
    playerMachine.provide({
      actions: {
        saveProgress: (_, point) => {
          if (resume && point.duration > 0) void site.saveWatchProgress(videoId, point);
        },
        storeComfort: (_, comfort) => headset.storeComfort(comfort),
      },
      actors: {
        xrSupport: fromPromise(() => headset.immersiveSupported()),
        xrSession: fromPromise(() => headset.startImmersive()),
        loadProgress: fromPromise<number | null, { kind: PlayerKind }>(async ({ input }) => {
          if (!resume) return null;
          const place = await site.watchProgress(videoId, input.kind);
          return place && !place.finished ? place.position : null;
        }),
      },
    }),
});
