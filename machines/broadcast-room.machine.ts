/**
 * The broadcast room (spec 002 §2.3 'Single broadcast room', §3.3 'Room', §4.3 'Room transitions', §6 permissions,
 * §8 private request / spy / refusal / low balance / show over, §9 timing): a screen machine started by the room route
 * (app/router/routes/cam-room.tsx) and composed in app/screen-machines/broadcast-room.ts.
 *
 * Side effects are actors provided at composition:
 * - roomEvents: the provider's 'room' channel for this broadcast, each event as the machine's own (rules/broadcast-room
 *   `roomChannelEvent`); the composition also updates the list cache's description, and leaves the room
 *   (`room.leave`) when the actor is stopped, that is when the route is left and the machine stops;
 * - viewerFacts: the cam session's facts (guest, cam-authorised, balance) as VIEWER_CHANGED;
 * - enterRoom (`room.enter {nickname, restorePrivateShow}`), requestPrivate, cancelPrivate, requestSpy, cancelSpy,
 *   setStreamType, findNearby (`room.nearby`), sendCompliment: the provider's operations (never throw:
 *   `{ok:false, error}` carries its message);
 * - actions goTo (a navigation) and refreshBalance (BALANCE_REFRESH_REQUESTED to the cam session).
 *
 * Shape:
 * - waitingForCam: a member's cam sign-in under way (the facts' signingIn) is waited for, so the room is entered as the
 *   member the provider knows (their permissions, a room that banned them told as such) and not as a guest first.
 * - entering: `room.enter`. A failure returns nothing (§8): notEntered, the server-rendered facts stay. A banned room
 *   stops right after the settings are applied (closed). Otherwise live.
 * - live (parallel): `activity` runs one operation at a time (each control enabled only by its permission flag, spy only
 *   with spyShowEnabled; a guest pressing a paid control gets the full-access confirm, a viewer not authorised for
 *   live cam goes to /tokens/); `buyTooltip` shows when a dialog asks for it (4000 ms, a named delay).
 * - Provider events update the room in every live state; onBroadcastUnavailable marks it banned and goes to the list.
 * - Entering again (after the sign-in that follows, as at first): after the channel dropped and came back
 *   (CHANNEL_RECONNECTED, the provider forgot the tab), and
 *   with the private show restored when the provider finds this room's show held since the tab went away
 *   (INCOMPLETE_SESSION_FOUND, §4.3 'incomplete session').
 * - The dialog open is `context.dialog` (null when none); DIALOG_CLOSED closes it (closing 'The Private Show is over!'
 *   resets the compliment info, §4.3 step 3).
 */
import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import type { CamOpResult, RoomEntered, RoomPermissions, RoomSettings } from '../contracts/cam-channel.ts';
import type {
  BroadcastStatus,
  CamBroadcast,
  CamModelProfile,
  CamStream,
  StateChangeReason,
  StreamType,
  TipMenuItem,
  ToyMenuItem,
} from '../contracts/cam-provider.ts';
import { notProvided } from './actor-placeholders.ts';
import {
  BUY_TOOLTIP_MS,
  type ComplimentInfo,
  NO_COMPLIMENT,
  NO_PERMISSIONS,
  type RoomChannelEvent,
  type RoomDialog,
  type RoomModel,
  canCompliment,
  clearsStream,
  complimentInfo,
  defaultRefusal,
  isSixK,
  privateRequestDialog,
  refusalDialog,
  roomModel,
  settingsOfBroadcast,
  spyRequestDialog,
  streamSwitchOffered,
  streamUrlOf,
} from '../domain/broadcast-room.ts';
import { type CamSessionFacts, NO_CAM_SESSION } from '../domain/cam-session-facts.ts';
import { TOKENS_PATH, camListPath, camRoomPath } from '../domain/cam-routes.ts';

/** What an operation answers (the channel never throws). */
export type OpOutcome<T> = { ok: true; result: T } | { ok: false; error: string };

export type BroadcastRoomInput = {
  /** The configured list slug (§2.1): the list path and the nearby rooms' paths. */
  slug: string;
  nickname: string;
  /** The route's search has restore=1 (the cam session found an incomplete private show). */
  restorePrivateShow: boolean;
  /** The broadcast and profile the route's loader fetched (the server renders the room from them). */
  broadcast: CamBroadcast;
  profile: CamModelProfile | null;
  /** The cam session's facts when the room starts. */
  viewer?: CamSessionFacts;
};

export type PlayerState = { loading: boolean; streamUrl: string; muted: boolean; volume: number };

export type BroadcastRoomContext = {
  slug: string;
  nickname: string;
  restorePrivateShow: boolean;
  loading: boolean;
  model: RoomModel;
  profile: CamModelProfile | null;
  id: string;
  viewers: number;
  description: string;
  state: BroadcastStatus;
  /** The status the broadcast was listed with (shown until the provider tells the room's state). */
  listedStatus: BroadcastStatus;
  stateChangeReason: StateChangeReason;
  tipMenu: { items: TipMenuItem[]; enabled: boolean };
  toyMenuItems: ToyMenuItem[];
  player: PlayerState;
  banned: boolean;
  permissions: RoomPermissions;
  settings: RoomSettings;
  complementInfo: ComplimentInfo;
  /** The compliment amount chosen in 'The Private Show is over!' (the default amount until changed). */
  complimentAmount: number;
  buyTooltipShow: boolean;
  /** How many times the buy tooltip was asked for, and up to which ask it was shown (a new ask shows it again). */
  buyTooltipAsked: number;
  buyTooltipShown: number;
  /** The QR screen flag (§3.3; what that screen shows is not shown: never set). */
  showQrScreen: boolean;
  streams: CamStream[];
  /** The stream switch is offered (every stream online). */
  streamTypes: boolean;
  currentStreamType: StreamType;
  resolutionIsSixThousand: boolean;
  /** Spy-time-expired flag (§4.3: set by the cam session while off the room route; the room only shows it). */
  spyFinishTimeout: boolean;
  viewer: CamSessionFacts;
  dialog: RoomDialog | null;
  /** The player is in fullscreen: the cam routes hide the site header and the mobile bottom menu (§2.1). */
  fullscreen: boolean;
};

export type BroadcastRoomEvent =
  | RoomChannelEvent
  | { type: 'VIEWER_CHANGED'; facts: CamSessionFacts }
  | { type: 'REQUEST_PRIVATE_CLICKED'; voice: boolean }
  | { type: 'CANCEL_PRIVATE_CLICKED' }
  | { type: 'ENTER_SPY_CLICKED' }
  | { type: 'LEAVE_SPY_CLICKED' }
  | { type: 'STREAM_TYPE_CHOSEN'; streamType: StreamType }
  | { type: 'NEARBY_CLICKED'; direction: 'previous' | 'next' }
  | { type: 'MUTED_CHANGED'; muted: boolean }
  | { type: 'VOLUME_CHANGED'; volume: number }
  | { type: 'FULLSCREEN_CHANGED'; fullscreen: boolean }
  | { type: 'COMPLIMENT_AMOUNT_CHOSEN'; amount: number }
  | { type: 'COMPLIMENT_CLICKED' }
  | { type: 'DIALOG_CLOSED' };

export type BroadcastRoomTag = 'entering' | 'live' | 'busy' | 'banned' | 'notEntered' | 'buyTooltip';

/** The room's facts from the broadcast the loader fetched (what the server renders). */
export function roomFromBroadcast(input: BroadcastRoomInput): BroadcastRoomContext {
  const b = input.broadcast;
  const currentStreamType: StreamType = b.streams[0]?.type ?? 'video2D';
  return {
    slug: input.slug,
    nickname: input.nickname,
    restorePrivateShow: input.restorePrivateShow,
    loading: true,
    model: roomModel(b, input.profile),
    profile: input.profile,
    id: b.id,
    viewers: b.broadcastMembersCount,
    description: b.broadcastTextStatus,
    state: 'UNINITIALIZED',
    listedStatus: b.broadcastStatus,
    stateChangeReason: 'NONE',
    tipMenu: { items: b.tipMenu, enabled: b.tipMenuEnabled },
    toyMenuItems: b.toysMenu,
    player: { loading: true, streamUrl: '', muted: true, volume: 1 },
    banned: false,
    permissions: NO_PERMISSIONS,
    settings: settingsOfBroadcast(b),
    complementInfo: NO_COMPLIMENT,
    complimentAmount: 0,
    buyTooltipShow: false,
    buyTooltipAsked: 0,
    buyTooltipShown: 0,
    showQrScreen: false,
    streams: b.streams,
    streamTypes: streamSwitchOffered(b.streams),
    currentStreamType,
    resolutionIsSixThousand: isSixK(b.streams),
    spyFinishTimeout: false,
    viewer: input.viewer ?? NO_CAM_SESSION,
    dialog: null,
    fullscreen: false,
  };
}

/** A paid control does its work only for a signed-in viewer authorised for live cam (§4.7, §6). */
const mayPay = (viewer: CamSessionFacts): boolean => viewer.signedIn && viewer.camAuthorised;

const failed = <T>(outcome: OpOutcome<T>): outcome is { ok: false; error: string } => !outcome.ok;

export const broadcastRoomMachine = setup({
  types: {
    context: {} as BroadcastRoomContext,
    events: {} as BroadcastRoomEvent,
    input: {} as BroadcastRoomInput,
    tags: {} as BroadcastRoomTag,
  },
  actors: {
    enterRoom: fromPromise<OpOutcome<RoomEntered>, { nickname: string; restorePrivateShow: boolean }>(notProvided('enterRoom')),
    requestPrivate: fromPromise<OpOutcome<CamOpResult<'room.requestPrivate'>>, { voice: boolean }>(notProvided('requestPrivate')),
    cancelPrivate: fromPromise<OpOutcome<unknown>, void>(notProvided('cancelPrivate')),
    requestSpy: fromPromise<OpOutcome<unknown>, void>(notProvided('requestSpy')),
    cancelSpy: fromPromise<OpOutcome<unknown>, void>(notProvided('cancelSpy')),
    setStreamType: fromPromise<OpOutcome<unknown>, { type: StreamType }>(notProvided('setStreamType')),
    findNearby: fromPromise<OpOutcome<CamOpResult<'room.nearby'>>, { direction: 'previous' | 'next' }>(notProvided('findNearby')),
    sendCompliment: fromPromise<OpOutcome<CamOpResult<'room.compliment'>>, { privateRequestId: string; amount: number }>(
      notProvided('sendCompliment'),
    ),
    /** The provider's 'room' channel for this broadcast (sends RoomChannelEvent back; leaves the room when stopped). */
    roomEvents: fromCallback<BroadcastRoomEvent, { broadcastId: string }>(() => {}),
    /** The cam session's facts (sends VIEWER_CHANGED back). */
    viewerFacts: fromCallback<BroadcastRoomEvent, undefined>(() => {}),
  },
  actions: {
    /** Navigate to a path of this site. */
    goTo: (_, _params: { path: string }) => {},
    /** BALANCE_REFRESH_REQUESTED to the cam session (after a compliment). */
    refreshBalance: () => {},
    applyEntered: assign(({ context }, entered: RoomEntered) => {
      const b = entered.broadcast;
      const streams = b.streams.length > 0 ? b.streams : context.streams;
      return {
        loading: false,
        id: b.id,
        model: roomModel(b, context.profile),
        viewers: b.broadcastMembersCount,
        description: b.broadcastTextStatus,
        state: entered.state,
        stateChangeReason: entered.reason,
        tipMenu: { items: b.tipMenu, enabled: b.tipMenuEnabled },
        toyMenuItems: b.toysMenu,
        player: { ...context.player, loading: false, streamUrl: entered.streamUrl },
        permissions: entered.permissions,
        settings: entered.settings,
        streams,
        streamTypes: streamSwitchOffered(streams),
        currentStreamType: entered.currentStreamType,
        resolutionIsSixThousand: isSixK(streams),
      };
    }),
    /** A banned room: only the permissions and settings are applied, then entering stops (§4.3). */
    applyBanned: assign((_, entered: RoomEntered) => ({
      loading: false,
      banned: true,
      permissions: entered.permissions,
      settings: entered.settings,
      player: { loading: false, streamUrl: '', muted: true, volume: 1 },
    })),
    stopLoading: assign(({ context }) => ({ loading: false, player: { ...context.player, loading: false } })),
    recordState: assign(({ context, event }) => {
      if (event.type !== 'STATE_CHANGED') return {};
      return {
        state: event.state,
        stateChangeReason: event.reason,
        player: clearsStream(event.state) ? { ...context.player, streamUrl: '' } : context.player,
      };
    }),
    setDescription: assign(({ event }) => (event.type === 'TEXT_STATUS_CHANGED' ? { description: event.status } : {})),
    setViewers: assign(({ event }) => (event.type === 'VIEWERS_CHANGED' ? { viewers: event.count } : {})),
    markBanned: assign({ banned: true, player: ({ context }) => ({ ...context.player, streamUrl: '' }) }),
    setPermissions: assign(({ event }) => (event.type === 'ACTIONS_CHANGED' ? { permissions: event.permissions } : {})),
    setSettings: assign(({ event }) => (event.type === 'SETTINGS_CHANGED' ? { settings: event.settings } : {})),
    setTipMenu: assign(({ event }) => (event.type === 'TIP_MENU_CHANGED' ? { tipMenu: { items: event.items, enabled: event.enabled } } : {})),
    setToyMenu: assign(({ event }) => (event.type === 'TOY_MENU_CHANGED' ? { toyMenuItems: event.items } : {})),
    setStreamUrl: assign(({ context, event }) =>
      event.type === 'STREAM_CHANGED' ? { player: { ...context.player, loading: false, streamUrl: event.url } } : {},
    ),
    /** Private show completed, steps 1–2 (§4.3): the compliment info, then 'The Private Show is over!'. */
    showOver: assign(({ event }) => {
      if (event.type !== 'PRIVATE_SHOW_COMPLETED') return {};
      const info = complimentInfo(event);
      return { complementInfo: info, complimentAmount: info.defaultAmount, dialog: { kind: 'showOver' } as RoomDialog };
    }),
    lowBalance: assign(({ event }) => {
      if (event.type === 'PRIVATE_LOW_BALANCE')
        return { dialog: { kind: 'lowBalance', mode: 'private', remainingMinutes: event.remainingMinutes } as RoomDialog };
      if (event.type === 'SPY_LOW_BALANCE')
        return { dialog: { kind: 'lowBalance', mode: 'spy', remainingMinutes: event.remainingMinutes } as RoomDialog };
      return {};
    }),
    /** A dialog; the not-enough-tokens one also asks for the buy tooltip. */
    openDialog: assign(({ context }, dialog: RoomDialog) => ({
      dialog,
      buyTooltipAsked: dialog.kind === 'notEnough' ? context.buyTooltipAsked + 1 : context.buyTooltipAsked,
    })),
    closeDialog: assign(({ context }) =>
      context.dialog?.kind === 'showOver' ? { dialog: null, complementInfo: NO_COMPLIMENT, complimentAmount: 0 } : { dialog: null },
    ),
    askRestore: assign({ restorePrivateShow: true }),
    forgetRestore: assign({ restorePrivateShow: false }),
    setViewer: assign(({ event }) => (event.type === 'VIEWER_CHANGED' ? { viewer: event.facts } : {})),
    setMuted: assign(({ context, event }) => (event.type === 'MUTED_CHANGED' ? { player: { ...context.player, muted: event.muted } } : {})),
    setVolume: assign(({ context, event }) =>
      event.type === 'VOLUME_CHANGED' ? { player: { ...context.player, volume: Math.min(1, Math.max(0, event.volume)) } } : {},
    ),
    setFullscreen: assign(({ event }) => (event.type === 'FULLSCREEN_CHANGED' ? { fullscreen: event.fullscreen } : {})),
    chooseStreamType: assign(({ context }, type: StreamType) => {
      const url = streamUrlOf(context.streams, type);
      return { currentStreamType: type, player: url ? { ...context.player, streamUrl: url } : context.player };
    }),
    setComplimentAmount: assign(({ event }) =>
      event.type === 'COMPLIMENT_AMOUNT_CHOSEN' ? { complimentAmount: Math.max(0, Math.floor(event.amount)) } : {},
    ),
    resetCompliment: assign({ complementInfo: NO_COMPLIMENT, complimentAmount: 0, dialog: null }),
    showBuyTooltip: assign(({ context }) => ({ buyTooltipShow: true, buyTooltipShown: context.buyTooltipAsked })),
    hideBuyTooltip: assign({ buyTooltipShow: false }),
  },
  guards: {
    entryFailed: (_, outcome: OpOutcome<RoomEntered>) => failed(outcome),
    enteredBanned: (_, outcome: OpOutcome<RoomEntered>) => outcome.ok && outcome.result.banned,
    opFailed: (_, outcome: OpOutcome<unknown>) => failed(outcome),
    isGuest: ({ context }) => !context.viewer.signedIn,
    notCamAuthorised: ({ context }) => !context.viewer.camAuthorised,
    camSigningIn: ({ context }) => context.viewer.signingIn,
    /** Request private (video: canUseRequestPrivateShow; voice: canUseRequestVoicePrivateShow). */
    mayRequestPrivate: ({ context }, voice: boolean) =>
      mayPay(context.viewer) && (voice ? context.permissions.canUseRequestVoicePrivateShow : context.permissions.canUseRequestPrivateShow),
    mayCancelPrivate: ({ context }) => context.permissions.canUseCancelPrivateShow || context.permissions.canUseCancelPrivateShowRequest,
    mayEnterSpy: ({ context }) => mayPay(context.viewer) && context.permissions.canUseEnterSpyShow && context.settings.spyShowEnabled,
    mayLeaveSpy: ({ context }) => context.permissions.canUseLeaveSpyShow,
    switchOffered: ({ context }, type: StreamType) => context.streamTypes && type !== context.currentStreamType,
    foundNearby: (_, outcome: OpOutcome<CamOpResult<'room.nearby'>>) => outcome.ok && outcome.result.nickname !== null,
    buyTooltipAsked: ({ context }) => context.buyTooltipAsked > context.buyTooltipShown,
    complimentAllowed: ({ context }) => canCompliment(context.complimentAmount, context.complementInfo.privateRequestId),
  },
  delays: {
    BUY_TOOLTIP: BUY_TOOLTIP_MS,
  },
}).createMachine({
  id: 'broadcastRoom',
  description:
    'Spec 002 §2.3, §3.3, §4.3, §6, §8: the broadcast room — enter, provider events, private/voice/spy controls by permission, stream switch, nearby rooms, the §8 dialogs, the compliment, the 4000 ms buy tooltip.',
  context: ({ input }) => roomFromBroadcast(input),
  invoke: [
    { id: 'roomEvents', src: 'roomEvents', input: ({ context }) => ({ broadcastId: context.id }) },
    { id: 'viewerFacts', src: 'viewerFacts' },
  ],
  on: {
    VIEWER_CHANGED: { actions: 'setViewer' },
    MUTED_CHANGED: { actions: 'setMuted' },
    VOLUME_CHANGED: { actions: 'setVolume' },
    FULLSCREEN_CHANGED: { actions: 'setFullscreen' },
    DIALOG_CLOSED: { actions: 'closeDialog' },
    CHANNEL_RECONNECTED: { target: '.waitingForCam', actions: 'forgetRestore' },
    INCOMPLETE_SESSION_FOUND: { target: '.waitingForCam', actions: 'askRestore' },
    // A paid control pressed by a guest: the full-access confirm; by a member not authorised for live cam: /tokens/ (§4.7, §6);
    // during the member's cam sign-in nothing (the controls are disabled until it settles).
    REQUEST_PRIVATE_CLICKED: [
      { guard: 'isGuest', actions: { type: 'openDialog', params: { kind: 'fullAccess' } } },
      { guard: 'camSigningIn' },
      { guard: 'notCamAuthorised', actions: { type: 'goTo', params: { path: TOKENS_PATH } } },
    ],
    ENTER_SPY_CLICKED: [
      { guard: 'isGuest', actions: { type: 'openDialog', params: { kind: 'fullAccess' } } },
      { guard: 'camSigningIn' },
      { guard: 'notCamAuthorised', actions: { type: 'goTo', params: { path: TOKENS_PATH } } },
    ],
  },
  initial: 'waitingForCam',
  states: {
    waitingForCam: {
      tags: ['entering'],
      description: "A member's cam sign-in under way is waited for: the room is entered as the member, not as a guest first.",
      always: { guard: not('camSigningIn'), target: 'entering' },
    },
    entering: {
      tags: ['entering'],
      description: "room.enter {nickname, restorePrivateShow}: the room's broadcast, state, permissions, settings and stream.",
      invoke: {
        id: 'enterRoom',
        src: 'enterRoom',
        input: ({ context }) => ({ nickname: context.nickname, restorePrivateShow: context.restorePrivateShow }),
        onDone: [
          { guard: { type: 'entryFailed', params: ({ event }) => event.output }, target: 'notEntered' },
          {
            guard: { type: 'enteredBanned', params: ({ event }) => event.output },
            target: 'closed',
            actions: { type: 'applyBanned', params: ({ event }) => (event.output as { ok: true; result: RoomEntered }).result },
          },
          { target: 'live', actions: { type: 'applyEntered', params: ({ event }) => (event.output as { ok: true; result: RoomEntered }).result } },
        ],
        onError: { target: 'notEntered' },
      },
    },
    notEntered: {
      tags: ['notEntered'],
      description: 'Room entry failure returns nothing (§8): the server-rendered room stays, no controls.',
      entry: 'stopLoading',
    },
    closed: {
      tags: ['banned'],
      description: 'The room is unavailable to this viewer (banned): entering stopped after the settings (§4.3).',
    },
    live: {
      tags: ['live'],
      type: 'parallel',
      on: {
        STATE_CHANGED: { actions: 'recordState' },
        TEXT_STATUS_CHANGED: { actions: 'setDescription' },
        VIEWERS_CHANGED: { actions: 'setViewers' },
        BROADCAST_UNAVAILABLE: {
          target: 'closed',
          actions: ['markBanned', { type: 'goTo', params: ({ context }) => ({ path: camListPath(context.slug) }) }],
        },
        ACTIONS_CHANGED: { actions: 'setPermissions' },
        SETTINGS_CHANGED: { actions: 'setSettings' },
        TIP_MENU_CHANGED: { actions: 'setTipMenu' },
        TOY_MENU_CHANGED: { actions: 'setToyMenu' },
        STREAM_CHANGED: { actions: 'setStreamUrl' },
        PRIVATE_SHOW_COMPLETED: { actions: 'showOver' },
        PRIVATE_LOW_BALANCE: { actions: 'lowBalance' },
        SPY_LOW_BALANCE: { actions: 'lowBalance' },
        REQUEST_EXPIRED: { actions: { type: 'openDialog', params: ({ context }) => defaultRefusal(context.model.nickname) } },
        REQUEST_REFUSED: { actions: { type: 'openDialog', params: ({ context, event }) => refusalDialog(event.reason, context.model.nickname) } },
      },
      states: {
        activity: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                REQUEST_PRIVATE_CLICKED: { guard: { type: 'mayRequestPrivate', params: ({ event }) => event.voice }, target: 'requestingPrivate' },
                CANCEL_PRIVATE_CLICKED: { guard: 'mayCancelPrivate', target: 'cancellingPrivate' },
                ENTER_SPY_CLICKED: { guard: 'mayEnterSpy', target: 'requestingSpy' },
                LEAVE_SPY_CLICKED: { guard: 'mayLeaveSpy', target: 'cancellingSpy' },
                STREAM_TYPE_CHOSEN: {
                  guard: { type: 'switchOffered', params: ({ event }) => event.streamType },
                  target: 'switchingStream',
                },
                NEARBY_CLICKED: { target: 'findingNearby' },
                COMPLIMENT_AMOUNT_CHOSEN: { actions: 'setComplimentAmount' },
                COMPLIMENT_CLICKED: [{ guard: 'complimentAllowed', target: 'complimenting' }, { actions: 'resetCompliment' }],
              },
            },
            requestingPrivate: {
              tags: ['busy'],
              description: '§8 Private request: the provider message picks the dialog.',
              invoke: {
                id: 'requestPrivate',
                src: 'requestPrivate',
                input: ({ event }) => ({ voice: event.type === 'REQUEST_PRIVATE_CLICKED' && event.voice }),
                onDone: [
                  {
                    guard: { type: 'opFailed', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: { type: 'openDialog', params: ({ event }) => privateRequestDialog(failed(event.output) ? event.output.error : '') },
                  },
                  { target: 'idle' },
                ],
                onError: { target: 'idle', actions: { type: 'openDialog', params: () => privateRequestDialog('') } },
              },
            },
            cancellingPrivate: {
              tags: ['busy'],
              description: 'Cancel a private show or the pending request; a failure returns silently (§8).',
              invoke: { id: 'cancelPrivate', src: 'cancelPrivate', onDone: 'idle', onError: 'idle' },
            },
            requestingSpy: {
              tags: ['busy'],
              description: '§8 Spy request: the provider message picks the dialog.',
              invoke: {
                id: 'requestSpy',
                src: 'requestSpy',
                onDone: [
                  {
                    guard: { type: 'opFailed', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: { type: 'openDialog', params: ({ event }) => spyRequestDialog(failed(event.output) ? event.output.error : '') },
                  },
                  { target: 'idle' },
                ],
                onError: { target: 'idle', actions: { type: 'openDialog', params: () => spyRequestDialog('') } },
              },
            },
            cancellingSpy: {
              tags: ['busy'],
              description: 'Leave spy mode; a failure returns silently.',
              invoke: { id: 'cancelSpy', src: 'cancelSpy', onDone: 'idle', onError: 'idle' },
            },
            switchingStream: {
              tags: ['busy'],
              description: 'Choosing a stream type sets the preferred stream type (§4.3).',
              entry: { type: 'chooseStreamType', params: ({ event }) => (event.type === 'STREAM_TYPE_CHOSEN' ? event.streamType : 'video2D') },
              invoke: {
                id: 'setStreamType',
                src: 'setStreamType',
                input: ({ context }) => ({ type: context.currentStreamType }),
                onDone: 'idle',
                onError: 'idle',
              },
            },
            findingNearby: {
              tags: ['busy'],
              description: 'The previous or next nearby broadcast (room.nearby), then its room.',
              invoke: {
                id: 'findNearby',
                src: 'findNearby',
                input: ({ event }) => ({ direction: event.type === 'NEARBY_CLICKED' ? event.direction : 'next' }),
                onDone: [
                  {
                    guard: { type: 'foundNearby', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: {
                      type: 'goTo',
                      params: ({ context, event }) => ({
                        path: camRoomPath(context.slug, event.output.ok ? (event.output.result.nickname ?? '') : ''),
                      }),
                    },
                  },
                  { target: 'idle' },
                ],
                onError: 'idle',
              },
            },
            complimenting: {
              tags: ['busy'],
              description: 'room.compliment {privateRequestId, amount}; then the balance is fetched again and the info reset (a failure is silent).',
              invoke: {
                id: 'sendCompliment',
                src: 'sendCompliment',
                input: ({ context }) => ({ privateRequestId: context.complementInfo.privateRequestId, amount: context.complimentAmount }),
                onDone: [
                  { guard: { type: 'opFailed', params: ({ event }) => event.output }, target: 'idle', actions: 'resetCompliment' },
                  { target: 'idle', actions: ['refreshBalance', 'resetCompliment'] },
                ],
                onError: { target: 'idle', actions: 'resetCompliment' },
              },
            },
          },
        },
        buyTooltip: {
          initial: 'hidden',
          states: {
            hidden: { always: { guard: 'buyTooltipAsked', target: 'shown' } },
            shown: {
              tags: ['buyTooltip'],
              description: 'The buy tooltip hides itself after 4000 ms (§2.3, §9).',
              entry: 'showBuyTooltip',
              exit: 'hideBuyTooltip',
              after: { BUY_TOOLTIP: 'hidden' },
              always: { guard: 'buyTooltipAsked', target: 'shown', reenter: true },
            },
          },
        },
      },
    },
  },
});

export type BroadcastRoomActor = import('xstate').ActorRefFrom<typeof broadcastRoomMachine>;
