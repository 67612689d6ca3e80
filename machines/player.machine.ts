/**
 * The VR player (spec 000 §2.4 'Video page' player and trailer panels, the headset-player modal, quality
 * choice; 'Embed page'). Three regions run side by side:
 *  - playback: loading → ready (or straight to playing when it should start at once) → playing ⇄ paused, with
 *    buffering, ended and error. The media element is the view's: it reports MEDIA_* facts and applies the
 *    snapshot (the 'playing' tag, `seek`, volume, muted, quality). While playing, the position is saved every
 *    SAVE_INTERVAL (10 s), and on pause, at the end and on CLOSED (the view's last word: the `saveProgress` action,
 *    provided at composition: a member's resume point; nothing for guests).
 *  - view: 'sphere' (the 3D viewer, one eye shown), 'flat' (the raw frame) and 'immersive' (a WebXR headset
 *    session, started by the provided `xrSession` actor; its end returns to the sphere at the same position).
 *  - headset: the provided `xrSupport` actor finds out whether the browser offers an immersive-vr session.
 *  - resume: the provided `loadProgress` actor looks up a saved point; if there is one it is offered ('Resume
 *    from 12:34') until accepted (a seek), dismissed, or playback ends.
 * A screen machine: started by the route that shows a player, never by a view.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Chapter, VrFormat } from '../contracts/content-api.ts';
import type { Comfort } from '../contracts/player-settings.ts';
import { notProvided } from './actor-placeholders.ts';
import type { PlayerKind } from '../domain/player.ts';

export type { PlayerKind };
export type PictureSize = 'fit' | 'fill';
export type { Comfort };
/** No comfort changes: the picture where it was filmed, normal zoom, eyes as filmed. */
export const DEFAULT_COMFORT: Comfort = { height: 0, tilt: 0, zoom: 1, swapEyes: false };
/** A position worth saving: where, in what, and whether it is the end. */
export type ProgressPoint = { position: number; duration: number; kind: PlayerKind };

export type PlayerInput = {
  format: VrFormat;
  kind: PlayerKind;
  /** The qualities of the sources that have a file (fileSize -1 already removed), best last. */
  qualities: readonly string[];
  /** The quality chosen before playback; the first of `qualities` when absent or not among them. */
  quality?: string | null;
  chapters?: readonly Chapter[];
  /** Start playing as soon as the media can (a click opened the player); else wait in 'ready'. */
  autoplay: boolean;
  /** Whether the browser is known to offer an immersive-vr session (the xrSupport actor finds out). */
  xrSupported: boolean;
  comfort?: Comfort;
};

export type PlayerContext = {
  format: VrFormat;
  kind: PlayerKind;
  qualities: readonly string[];
  quality: string | null;
  chapters: readonly Chapter[];
  autoplay: boolean;
  xrSupported: boolean;
  position: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** The latest seek the view must apply: `id` grows with each request. */
  seek: { to: number; id: number };
  /** The saved point offered for resuming, once loaded. */
  resumeAt: number | null;
  fullscreen: boolean;
  size: PictureSize;
  comfort: Comfort;
  /** Each recentre request: the view turns back to straight ahead when it grows. */
  recentred: number;
  /** The running headset session (the xrSession actor's output, an XRSession in a browser), for the view to render to. */
  xrSession: unknown;
  xrError: string | null;
};

export type PlayerEvent =
  | { type: 'MEDIA_READY'; duration: number }
  | { type: 'MEDIA_PLAYING' }
  | { type: 'MEDIA_WAITING' }
  | { type: 'MEDIA_ENDED' }
  | { type: 'MEDIA_ERROR' }
  | { type: 'TIME_UPDATED'; position: number }
  | { type: 'PAUSE' }
  | { type: 'PLAY_TOGGLED' }
  | { type: 'RETRY' }
  | { type: 'SEEK'; to: number }
  | { type: 'SEEK_BY'; delta: number }
  | { type: 'NEXT_CHAPTER' }
  | { type: 'VOLUME_BY'; delta: number }
  | { type: 'VOLUME_SET'; volume: number }
  | { type: 'MUTE_TOGGLED' }
  | { type: 'QUALITY_CHOSEN'; quality: string }
  | { type: 'FULLSCREEN_TOGGLED' }
  | { type: 'FULLSCREEN_CHANGED'; on: boolean }
  | { type: 'SIZE_TOGGLED' }
  | { type: 'VIEW_FLAT' }
  | { type: 'VIEW_3D' }
  | { type: 'RECENTRED' }
  | { type: 'ENTER_VR' }
  | { type: 'XR_ENDED' }
  | { type: 'COMFORT_CHANGED'; comfort: Partial<Comfort> }
  | { type: 'RESUME_ACCEPTED' }
  | { type: 'RESUME_DISMISSED' }
  | { type: 'CLOSED' };

export type PlayerTag =
  | 'loading'
  | 'ready'
  | 'playing'
  | 'buffering'
  | 'paused'
  | 'ended'
  | 'error'
  | 'sphere'
  | 'flat'
  | 'immersive'
  | 'resumeOffered';

/** Seconds the arrow keys seek, and the volume step of the up and down keys. */
export const SEEK_STEP = 10;
export const VOLUME_STEP = 0.1;

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));
const seekTo = (context: PlayerContext, to: number) => ({
  seek: { to: clamp(to, 0, context.duration || Number.POSITIVE_INFINITY), id: context.seek.id + 1 },
  position: clamp(to, 0, context.duration || Number.POSITIVE_INFINITY),
});

export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
    tags: {} as PlayerTag,
  },
  delays: { SAVE_INTERVAL: 10_000 },
  actors: {
    /** Whether the browser offers an immersive-vr session: 'Watch in VR' shows only then. */
    xrSupport: fromPromise<boolean>(notProvided('xrSupport')),
    /** The saved resume point of this video (seconds), or null. */
    loadProgress: fromPromise<number | null, { kind: PlayerKind }>(notProvided('loadProgress')),
    /** Starts an immersive-vr session and resolves with it; the view renders to it and reports its end (XR_ENDED). */
    xrSession: fromPromise<unknown, { comfort: Comfort }>(notProvided('xrSession')),
  },
  actions: {
    /** Saves the position (a member's resume point); provided at composition. */
    saveProgress: (_, _point: ProgressPoint) => {},
    /** Keeps the comfort settings on this device; provided at composition. */
    storeComfort: (_, _comfort: Comfort) => {},
    setTime: assign((_, position: number) => ({ position })),
    /** The media knows its length: a seek asked for before (a resume point) stays within it. */
    setDuration: assign(({ context, event }) => {
      const duration = event.type === 'MEDIA_READY' ? event.duration : context.duration;
      return { duration, seek: { ...context.seek, to: Math.min(context.seek.to, duration) }, position: Math.min(context.position, duration) };
    }),
  },
  guards: {
    autoplay: ({ context }) => context.autoplay,
    flatFormat: ({ context }) => context.format.projection === 'flat',
    xrSupported: ({ context }) => context.xrSupported,
    hasResumePoint: (_, at: number | null) => at !== null && at > 0,
  },
}).createMachine({
  id: 'player',
  description: "The VR player: spec 000 §2.4 'Video page' player/trailer, headset-player modal, quality choice, resume.",
  context: ({ input }) => ({
    format: input.format,
    kind: input.kind,
    qualities: input.qualities,
    quality: input.quality && input.qualities.includes(input.quality) ? input.quality : (input.qualities[0] ?? null),
    chapters: input.chapters ?? [],
    autoplay: input.autoplay,
    xrSupported: input.xrSupported,
    position: 0,
    duration: 0,
    volume: 1,
    muted: false,
    seek: { to: 0, id: 0 },
    resumeAt: null,
    fullscreen: false,
    size: 'fit',
    comfort: input.comfort ?? DEFAULT_COMFORT,
    recentred: 0,
    xrSession: null,
    xrError: null,
  }),
  type: 'parallel',
  on: {
    // The player closes (panel closed, page left or hidden): the position is saved once more.
    CLOSED: {
      actions: { type: 'saveProgress', params: ({ context }) => ({ position: context.position, duration: context.duration, kind: context.kind }) },
    },
    TIME_UPDATED: { actions: { type: 'setTime', params: ({ event }) => event.position } },
    SEEK: { actions: assign(({ context, event }) => seekTo(context, event.to)) },
    SEEK_BY: { actions: assign(({ context, event }) => seekTo(context, context.position + event.delta)) },
    NEXT_CHAPTER: {
      actions: assign(({ context }) => {
        const next = context.chapters.find((c) => c.start > context.position + 0.5);
        return next ? seekTo(context, next.start) : {};
      }),
    },
    VOLUME_BY: {
      actions: assign(({ context, event }) => ({ volume: clamp(Math.round((context.volume + event.delta) * 100) / 100, 0, 1), muted: false })),
    },
    VOLUME_SET: { actions: assign(({ event }) => ({ volume: clamp(event.volume, 0, 1), muted: event.volume <= 0 })) },
    MUTE_TOGGLED: { actions: assign(({ context }) => ({ muted: !context.muted })) },
    FULLSCREEN_TOGGLED: { actions: assign(({ context }) => ({ fullscreen: !context.fullscreen })) },
    FULLSCREEN_CHANGED: { actions: assign(({ event }) => ({ fullscreen: event.on })) },
    SIZE_TOGGLED: { actions: assign(({ context }) => ({ size: context.size === 'fit' ? ('fill' as const) : ('fit' as const) })) },
    COMFORT_CHANGED: {
      actions: [
        assign(({ context, event }) => ({ comfort: { ...context.comfort, ...event.comfort } })),
        { type: 'storeComfort', params: ({ context }) => context.comfort },
      ],
    },
  },
  states: {
    playback: {
      initial: 'loading',
      on: {
        // A new quality is a new source: load it and carry on from the same position, playing if it was.
        QUALITY_CHOSEN: {
          guard: ({ context, event }) => context.qualities.includes(event.quality) && context.quality !== event.quality,
          target: '.loading',
          actions: assign(({ context, event }) => ({
            quality: event.quality,
            seek: { to: context.position, id: context.seek.id + 1 },
          })),
        },
      },
      states: {
        loading: {
          tags: ['loading'],
          on: {
            MEDIA_READY: [
              { guard: 'autoplay', target: 'playing', actions: 'setDuration' },
              { target: 'ready', actions: 'setDuration' },
            ],
            MEDIA_ERROR: 'error',
            PLAY_TOGGLED: { actions: assign({ autoplay: true }) },
          },
        },
        ready: {
          tags: ['ready'],
          on: { PLAY_TOGGLED: 'playing', MEDIA_ERROR: 'error' },
        },
        playing: {
          tags: ['playing'],
          entry: assign({ autoplay: true }),
          after: {
            SAVE_INTERVAL: {
              target: 'playing',
              reenter: true,
              actions: {
                type: 'saveProgress',
                params: ({ context }) => ({ position: context.position, duration: context.duration, kind: context.kind }),
              },
            },
          },
          on: {
            PAUSE: 'paused',
            PLAY_TOGGLED: 'paused',
            MEDIA_WAITING: 'buffering',
            MEDIA_ENDED: 'ended',
            MEDIA_ERROR: 'error',
          },
        },
        buffering: {
          tags: ['playing', 'buffering'],
          on: { MEDIA_PLAYING: 'playing', PAUSE: 'paused', PLAY_TOGGLED: 'paused', MEDIA_ENDED: 'ended', MEDIA_ERROR: 'error' },
        },
        paused: {
          tags: ['paused'],
          entry: [
            assign({ autoplay: false }),
            { type: 'saveProgress', params: ({ context }) => ({ position: context.position, duration: context.duration, kind: context.kind }) },
          ],
          on: { PLAY_TOGGLED: 'playing', MEDIA_ERROR: 'error' },
        },
        ended: {
          tags: ['ended'],
          entry: [
            assign(({ context }) => ({ position: context.duration })),
            { type: 'saveProgress', params: ({ context }) => ({ position: context.duration, duration: context.duration, kind: context.kind }) },
          ],
          on: {
            PLAY_TOGGLED: { target: 'playing', actions: assign(({ context }) => seekTo(context, 0)) },
            SEEK: 'paused',
            SEEK_BY: 'paused',
          },
        },
        error: {
          tags: ['error'],
          on: { RETRY: { target: 'loading', actions: assign(({ context }) => ({ seek: { to: context.position, id: context.seek.id + 1 } })) } },
        },
      },
    },
    view: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'flatFormat', target: 'flat' }, { target: 'sphere' }] },
        sphere: {
          tags: ['sphere'],
          on: {
            VIEW_FLAT: 'flat',
            RECENTRED: { actions: assign(({ context }) => ({ recentred: context.recentred + 1 })) },
            ENTER_VR: { guard: 'xrSupported', target: 'immersive' },
          },
        },
        flat: {
          tags: ['flat'],
          on: {
            VIEW_3D: { guard: ({ context }) => context.format.projection !== 'flat', target: 'sphere' },
            ENTER_VR: { guard: 'xrSupported', target: 'immersive' },
          },
        },
        immersive: {
          tags: ['immersive'],
          initial: 'starting',
          states: {
            starting: {
              entry: assign({ xrError: null }),
              invoke: {
                id: 'xrSession',
                src: 'xrSession',
                input: ({ context }) => ({ comfort: context.comfort }),
                onDone: { target: 'running', actions: assign(({ event }) => ({ xrSession: event.output })) },
                onError: { target: '#player.view.choosing', actions: assign({ xrError: 'Could not start the headset. Please try again.' }) },
              },
            },
            running: { on: { XR_ENDED: { target: '#player.view.choosing', actions: assign({ xrSession: null }) } } },
          },
        },
      },
    },
    headset: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'xrSupport',
            src: 'xrSupport',
            onDone: { target: 'known', actions: assign(({ event }) => ({ xrSupported: event.output })) },
            onError: 'known',
          },
        },
        known: {},
      },
    },
    resume: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'loadProgress',
            src: 'loadProgress',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: [
              {
                guard: { type: 'hasResumePoint', params: ({ event }) => event.output },
                target: 'offered',
                actions: assign(({ event }) => ({ resumeAt: event.output })),
              },
              { target: 'settled' },
            ],
            onError: 'settled',
          },
        },
        offered: {
          tags: ['resumeOffered'],
          on: {
            RESUME_ACCEPTED: { target: 'settled', actions: assign(({ context }) => ({ ...seekTo(context, context.resumeAt ?? 0), autoplay: true })) },
            RESUME_DISMISSED: 'settled',
            MEDIA_ENDED: 'settled',
          },
        },
        settled: {},
      },
    },
  },
});

/** The chapter playing at the snapshot's position, or null. */
export function currentChapter(context: PlayerContext): Chapter | null {
  let found: Chapter | null = null;
  for (const c of context.chapters) if (c.start <= context.position) found = c;
  return found;
}
