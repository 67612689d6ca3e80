/**
 * Download (spec 000 §2.4 'Download control', §4 'Download', §6 'Download button', §7 'Downloads and events', §8
 * download alerts, §9 download lock 500 ms): a screen-local machine started by the video route.
 *
 * 'Download' opens the options ('Download Full Video'); an expired member is sent to the renewal offer instead.
 * Choosing a resolution sets the 'downloading' flag (tag `downloading`: repeat clicks are ignored) and checks it
 * (`checkDownload`, final: true). 'success' starts the download (`startDownload`: the counted download call answers
 * the file's signed URL), then the browser saves that file (`saveFile`) and the 'videoDownloaded' event is logged
 * (`logDownloaded`); 'error' shows the alert its message picks (rules/downloads.ts downloadAlertKind); 'unknown' does
 * nothing (the adapter logged it). The flag clears DOWNLOAD_LOCK (500 ms) after the check finishes.
 */
import { assign, setup } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import type { DownloadAbility, DownloadStart, VideoEventLog } from '../contracts/downloads.ts';
import { JOIN_EXPIRED_PATH } from '../domain/constants.ts';
import { DOWNLOAD_LOCK_MS, type DownloadAlertKind, downloadAlertKind } from '../domain/downloads.ts';

export type DownloadVideo = { id: number | string; title: string; slug: string };
export type DownloadInput = {
  video: DownloadVideo;
  /** The viewer is an expired member: Download leads to the renewal offer (§2.4). */
  expired?: boolean;
  /** The renewal offer's URL (default: the join page for expired members until the sales area supplies one). */
  offerUrl?: string;
};
export type DownloadChoice = { url: string; quality: string };
export type DownloadAlert = { kind: DownloadAlertKind; message: string };
export type DownloadContext = {
  video: DownloadVideo;
  expired: boolean;
  offerUrl: string;
  /** The device chosen in the selector (null: 'Your device', every resolution recommended). */
  device: string | null;
  choice: DownloadChoice | null;
  /** The last check's result while it matters (the options close after an 'error'). */
  outcome: DownloadAbility['result'] | null;
  alert: DownloadAlert | null;
};
export type DownloadEvent =
  | { type: 'DOWNLOAD_CLICKED' }
  | { type: 'OPTIONS_CLOSED' }
  | { type: 'DEVICE_CHOSEN'; device: string | null }
  | { type: 'OPTION_CHOSEN'; url: string; quality: string }
  | { type: 'ALERT_CLOSED' }
  /** The viewer's membership changed (session loaded, logout): from the accessChanges actor. */
  | { type: 'ACCESS_CHANGED'; expired: boolean };
export type DownloadTag = 'options' | 'downloading';

export const downloadMachine = setup({
  types: {
    input: {} as DownloadInput,
    context: {} as DownloadContext,
    events: {} as DownloadEvent,
    tags: {} as DownloadTag,
  },
  actors: {
    accessChanges: fromCallback(() => {}),
    checkDownload: fromPromise<DownloadAbility, { url: string }>(() => Promise.reject(new Error('checkDownload not provided'))),
    startDownload: fromPromise<DownloadStart, { url: string }>(() => Promise.reject(new Error('startDownload not provided'))),
  },
  actions: {
    goToOffer: (_, _params: { url: string }) => {},
    saveFile: (_, _params: { url: string }) => {},
    logDownloaded: (_, _params: VideoEventLog) => {},
    choose: assign((_, choice: DownloadChoice) => ({ choice, outcome: null, alert: null })),
    setDevice: assign((_, device: string | null) => ({ device })),
    setExpired: assign((_, expired: boolean) => ({ expired })),
    settle: assign((_, ability: DownloadAbility) => ({
      outcome: ability.result,
      alert: ability.result === 'error' ? { kind: downloadAlertKind(ability.message), message: ability.message } : null,
    })),
    settleUnknown: assign({ outcome: 'unknown' as const, alert: null }),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    expired: ({ context }) => context.expired,
    succeeded: (_, ability: DownloadAbility) => ability.result === 'success',
    startedWithUrl: (_, start: DownloadStart) => start.result === 'success' && typeof start.url === 'string' && start.url !== '',
    alertShown: ({ context }) => context.alert !== null,
    refused: ({ context }) => context.outcome === 'error',
  },
  delays: { DOWNLOAD_LOCK: DOWNLOAD_LOCK_MS },
}).createMachine({
  id: 'download',
  description:
    "Spec 000 §2.4 'Download control', §4 'Download' (the 'downloading' flag cleared 500 ms after the check), §6 'Download button', §7 'Downloads and events', §8 download alerts, §9 download lock 500 ms.",
  context: ({ input }) => ({
    video: input.video,
    expired: input.expired === true,
    offerUrl: input.offerUrl ?? JOIN_EXPIRED_PATH,
    device: null,
    choice: null,
    outcome: null,
    alert: null,
  }),
  initial: 'idle',
  invoke: { id: 'accessChanges', src: 'accessChanges' },
  on: {
    DEVICE_CHOSEN: { actions: { type: 'setDevice', params: ({ event }) => event.device } },
    ACCESS_CHANGED: { actions: { type: 'setExpired', params: ({ event }) => event.expired } },
  },
  states: {
    idle: {
      description: "The video page: 'Download' opens the options; an expired member goes to the renewal offer (§2.4).",
      on: {
        DOWNLOAD_CLICKED: [
          { guard: 'expired', actions: { type: 'goToOffer', params: ({ context }) => ({ url: context.offerUrl }) } },
          { target: 'choosing' },
        ],
      },
    },
    choosing: {
      description: "'Download Full Video': the resolutions with label, size and icon, the device selector.",
      tags: ['options'],
      on: {
        OPTIONS_CLOSED: { target: 'idle' },
        OPTION_CHOSEN: { target: 'checking', actions: { type: 'choose', params: ({ event }) => ({ url: event.url, quality: event.quality }) } },
      },
    },
    checking: {
      description: "The 'downloading' flag is set (repeat clicks ignored); can_download with final: true.",
      tags: ['options', 'downloading'],
      invoke: {
        id: 'checkDownload',
        src: 'checkDownload',
        input: ({ context }) => ({ url: context.choice?.url ?? '' }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'starting' },
          { target: 'locked', actions: { type: 'settle', params: ({ event }) => event.output } },
        ],
        onError: { target: 'locked', actions: 'settleUnknown' },
      },
    },
    starting: {
      description: "'success': the counted download call answers the file's signed URL; the browser saves it and 'videoDownloaded' is logged.",
      tags: ['options', 'downloading'],
      invoke: {
        id: 'startDownload',
        src: 'startDownload',
        input: ({ context }) => ({ url: context.choice?.url ?? '' }),
        onDone: [
          {
            guard: { type: 'startedWithUrl', params: ({ event }) => event.output },
            target: 'locked',
            actions: [
              { type: 'saveFile', params: ({ event }) => ({ url: event.output.url ?? '' }) },
              {
                type: 'logDownloaded',
                params: ({ context }) => ({
                  event_type: 'videoDownloaded' as const,
                  video_id: context.video.id,
                  video_quality: context.choice?.quality ?? '',
                  video_title: context.video.title,
                  video_slug: context.video.slug,
                }),
              },
              { type: 'settle', params: { result: 'success', message: '' } },
            ],
          },
          {
            target: 'locked',
            actions: {
              type: 'settle',
              params: ({ event }) => (event.output.result === 'success' ? { result: 'unknown', message: '' } : event.output),
            },
          },
        ],
        onError: { target: 'locked', actions: 'settleUnknown' },
      },
    },
    locked: {
      description: "The check finished: the 'downloading' flag stays DOWNLOAD_LOCK (500 ms); an 'error' shows its alert at once.",
      tags: ['downloading'],
      on: { ALERT_CLOSED: { actions: 'clearAlert' } },
      after: {
        DOWNLOAD_LOCK: [{ guard: 'alertShown', target: 'alerted' }, { guard: 'refused', target: 'idle' }, { target: 'choosing' }],
      },
    },
    alerted: {
      description: 'The daily-limit or trial alert (§8); it closes only by its close button or Escape.',
      on: { ALERT_CLOSED: { target: 'idle', actions: 'clearAlert' } },
    },
  },
});
