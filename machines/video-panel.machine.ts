/**
 * Video page panels that exclude each other (spec 000 §2.4 'Video page'): poster (initial), trailer (poster plus
 * the trailer playing), player (the full video, poster hidden; only when the viewer may watch it) and sharing
 * (poster plus sharing). The video type toggles between 'full' and 'trailer'. The panel is the one source of
 * whether the full video may play: it starts from the viewer's access (`input`) and follows ACCESS_CHANGED,
 * sent by the `accessChanges` callback actor that the route provides over the session's SESSION_CHANGED.
 * Started, it records a view of the video (the provided `recordView`: once per visit, spec 000 §2.4). The quality
 * chosen before playback (QUALITY_CHOSEN, in any panel; null: the player's own default) is the one the next player
 * starts in.
 * A screen machine: started by its route (app/router/screens), never by a view.
 */
import { assign, fromCallback, setup } from 'xstate';

export type VideoType = 'full' | 'trailer';
export type VideoPanelInput = { canWatchFull: boolean; videoId?: number };
export type VideoPanelContext = { canWatchFull: boolean; videoType: VideoType; videoId: number | null; quality: string | null };
export type VideoPanelEvent =
  | { type: 'TRAILER_REQUESTED' }
  | { type: 'FULL_REQUESTED' }
  | { type: 'SHARE_REQUESTED' }
  | { type: 'CLOSE_REQUESTED' }
  /** The visitor chose the quality to play in, before playback. */
  | { type: 'QUALITY_CHOSEN'; quality: string }
  /** The viewer's access changed (session loaded, logout): from the accessChanges actor. */
  | { type: 'ACCESS_CHANGED'; canWatchFull: boolean };
export type VideoPanelTag = 'poster' | 'trailer' | 'player' | 'sharing';

export const videoPanelMachine = setup({
  types: {
    context: {} as VideoPanelContext,
    events: {} as VideoPanelEvent,
    input: {} as VideoPanelInput,
    tags: {} as VideoPanelTag,
  },
  actors: {
    /** Sends ACCESS_CHANGED whenever the viewer's access to the full video changes. */
    accessChanges: fromCallback(() => {}),
  },
  actions: {
    setVideoType: assign((_, videoType: VideoType) => ({ videoType })),
    setAccess: assign((_, canWatchFull: boolean) => ({ canWatchFull })),
    setQuality: assign((_, quality: string) => ({ quality })),
    /** Records a view of the video (spec 000 §2.4: once per visit; the composition keeps the once). */
    recordView: (_, _videoId: number) => {},
  },
  guards: {
    canWatchFull: ({ context }) => context.canWatchFull,
    accessLost: (_, canWatchFull: boolean) => !canWatchFull,
  },
}).createMachine({
  id: 'videoPanel',
  description: "Spec 000 §2.4 'Video page' panels: player, poster, trailer, sharing.",
  context: ({ input }) => ({
    canWatchFull: input.canWatchFull,
    videoType: input.canWatchFull ? 'full' : 'trailer',
    videoId: input.videoId ?? null,
    quality: null,
  }),
  entry: { type: 'recordView', params: ({ context }) => context.videoId ?? 0 },
  invoke: { id: 'accessChanges', src: 'accessChanges' },
  initial: 'poster',
  on: {
    ACCESS_CHANGED: { actions: { type: 'setAccess', params: ({ event }) => event.canWatchFull } },
    QUALITY_CHOSEN: { actions: { type: 'setQuality', params: ({ event }) => event.quality } },
  },
  states: {
    poster: {
      tags: ['poster'],
      on: {
        TRAILER_REQUESTED: { target: 'trailer', actions: { type: 'setVideoType', params: 'trailer' } },
        FULL_REQUESTED: { guard: 'canWatchFull', target: 'player', actions: { type: 'setVideoType', params: 'full' } },
        SHARE_REQUESTED: 'sharing',
      },
    },
    trailer: {
      tags: ['poster', 'trailer'],
      on: {
        FULL_REQUESTED: { guard: 'canWatchFull', target: 'player', actions: { type: 'setVideoType', params: 'full' } },
        SHARE_REQUESTED: 'sharing',
        CLOSE_REQUESTED: 'poster',
      },
    },
    player: {
      tags: ['player'],
      on: {
        TRAILER_REQUESTED: { target: 'trailer', actions: { type: 'setVideoType', params: 'trailer' } },
        SHARE_REQUESTED: 'sharing',
        CLOSE_REQUESTED: 'poster',
        ACCESS_CHANGED: {
          guard: { type: 'accessLost', params: ({ event }) => event.canWatchFull },
          target: 'poster',
          actions: [
            { type: 'setAccess', params: false },
            { type: 'setVideoType', params: 'trailer' },
          ],
        },
      },
    },
    sharing: {
      tags: ['poster', 'sharing'],
      on: {
        TRAILER_REQUESTED: { target: 'trailer', actions: { type: 'setVideoType', params: 'trailer' } },
        FULL_REQUESTED: { guard: 'canWatchFull', target: 'player', actions: { type: 'setVideoType', params: 'full' } },
        CLOSE_REQUESTED: 'poster',
      },
    },
  },
});
