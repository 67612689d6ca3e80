/**
 * The broadcast room in the atlas (spec 002 §2.3, §3.3, §4.3, §6, §8): a guest, a member not authorised for live cam
 * and an authorised member entering a public room with two online streams (the 2D/3D switch offered) and spy mode on;
 * the provider's answers to every operation (success, each §8 message, a thrown error) and every 'room' channel event,
 * so the graph reaches each dialog, the compliment, the nearby room, the banned room and the 4000 ms buy tooltip.
 */
import { NO_PERMISSIONS } from '../../contracts/cam-permissions.ts';
import type { RoomEntered, RoomPermissions } from '../../contracts/cam-channel.ts';
import type { CamBroadcast, CamModelProfile } from '../../contracts/cam-provider.ts';
import { type BroadcastRoomContext, broadcastRoomMachine } from '../../machines/broadcast-room.machine.ts';
import type { CamSessionFacts } from '../../domain/cam-session-facts.ts';
import { PROVIDER_ALREADY_EXISTS, PROVIDER_NOT_ENOUGH, PROVIDER_SPY_LIMIT } from '../../domain/cam-dialogs.ts';
import { defineAtlasEntry } from './define.ts';

const stream = (type: 'video2D' | 'video3D', resolutionType = '4K') => ({
  type,
  status: 'online',
  url: `/api/cam-provider/hls/luna/${type}/index.m3u8`,
  resolutionInfo: { resolutionType },
});

export const ROOM_BROADCAST_EXAMPLE: CamBroadcast = {
  id: 'broadcast-luna',
  modelId: 'model-luna',
  modelNickname: 'luna',
  modelName: 'Luna Vale',
  bio: ['Stargazer and yoga lover.', 'Say hi in the chat!'],
  broadcastStatus: 'PUBLIC',
  privateModeMinDuration: 5,
  privateModeTariff: 30,
  spyModeEnabled: true,
  spyModeTariff: 12,
  privateAudioModeMinDuration: 5,
  privateAudioModeTariff: 20,
  withClientAudio: false,
  streams: [stream('video2D', '6K'), stream('video3D', '6K')],
  broadcastMembersCount: 42,
  broadcastTextStatus: 'Morning stretch in VR',
  tipMenu: [{ id: 'tm-1', title: 'Wave', price: 10 }],
  tipMenuEnabled: true,
  toysMenu: [{ id: 'toy-1', title: 'Low buzz', price: 5, seconds: 5 }],
  seoParams: null,
  previousNickname: 'aria',
  nextNickname: 'nova',
};

export const ROOM_PROFILE_EXAMPLE: CamModelProfile = {
  id: 'model-luna',
  nickname: 'luna',
  name: 'Luna Vale',
  avatar: '',
  age: 24,
  interests: ['yoga', 'astronomy'],
  languages: ['English', 'Spanish'],
  bodyType: 'Slim',
  ethnicity: 'Latina',
  eyeColor: 'Brown',
  hairColor: 'Black',
  tagGroups: [{ code: 'in_show', tags: [{ name: 'Dancing' }, { name: 'Roleplay' }] }],
};

const ALL: RoomPermissions = {
  canUseCancelPrivateShow: true,
  canUseCancelPrivateShowRequest: true,
  canUseEnterSpyShow: true,
  canUseLeaveSpyShow: true,
  canUseRequestPrivateShow: true,
  canUseRequestVoicePrivateShow: true,
};

const entered = (more: Partial<RoomEntered> = {}): RoomEntered => ({
  broadcast: ROOM_BROADCAST_EXAMPLE,
  state: 'PUBLIC',
  reason: 'NONE',
  permissions: ALL,
  settings: {
    privateShowMinDuration: 5,
    privateShowTariff: 30,
    spyShowEnabled: true,
    spyShowTariff: 12,
    voicePrivateShowMinDuration: 5,
    voicePrivateShowTariff: 20,
    withClientVoice: false,
  },
  streamUrl: '/api/cam-provider/hls/luna/video2D/index.m3u8',
  currentStreamType: 'video2D',
  banned: false,
  ...more,
});

export const ROOM_ENTERED_EXAMPLE = entered();

export const VIEWERS = {
  guest: { signedIn: false, camAuthorised: false, signingIn: false, mayChat: false, balance: null, userName: '' },
  notAuthorised: { signedIn: true, camAuthorised: false, signingIn: false, mayChat: true, balance: null, userName: '' },
  member: { signedIn: true, camAuthorised: true, signingIn: false, mayChat: true, balance: 400, userName: 'camshow' },
  signingIn: { signedIn: true, camAuthorised: false, signingIn: true, mayChat: true, balance: null, userName: '' },
} satisfies Record<string, CamSessionFacts>;

const base = { slug: 'vr-cam-girls', nickname: 'luna', broadcast: ROOM_BROADCAST_EXAMPLE, profile: ROOM_PROFILE_EXAMPLE };

/** The example room's starting input for `viewer` (the atlas's inputs and the room's tests start from it). */
export const roomInput = (viewer: CamSessionFacts, restorePrivateShow = false) => ({ ...base, restorePrivateShow, viewer });

const viewerKind = (v: CamSessionFacts) => (!v.signedIn ? 'guest' : v.signingIn ? 'signingIn' : v.camAuthorised ? 'member' : 'notAuthorised');
const allowed = (p: RoomPermissions) => Object.values(p).every(Boolean);

/** What the guards read (the graph's abstraction): viewer kind, permissions, the dialog, the compliment. */
const view = (c: BroadcastRoomContext) => [
  viewerKind(c.viewer),
  allowed(c.permissions),
  c.dialog?.kind === 'showOver',
  c.complimentAmount > 0 && c.complementInfo.privateRequestId !== '',
];

const ok = <T>(result: T) => ({ ok: true as const, result });
const no = (error: string) => ({ ok: false as const, error });

const idleEvents = [
  { type: 'REQUEST_PRIVATE_CLICKED', voice: false },
  { type: 'REQUEST_PRIVATE_CLICKED', voice: true },
  { type: 'CANCEL_PRIVATE_CLICKED' },
  { type: 'ENTER_SPY_CLICKED' },
  { type: 'LEAVE_SPY_CLICKED' },
  { type: 'STREAM_TYPE_CHOSEN', streamType: 'video3D' },
  { type: 'NEARBY_CLICKED', direction: 'next' },
  { type: 'COMPLIMENT_AMOUNT_CHOSEN', amount: 0 },
  { type: 'COMPLIMENT_CLICKED' },
] as const;

const channelEvents = [
  { type: 'STATE_CHANGED', state: 'PRIVATE_SHOW', reason: 'NONE' },
  { type: 'TEXT_STATUS_CHANGED', status: 'Back in 5' },
  { type: 'VIEWERS_CHANGED', count: 43 },
  { type: 'BROADCAST_UNAVAILABLE' },
  { type: 'ACTIONS_CHANGED', permissions: NO_PERMISSIONS },
  { type: 'SETTINGS_CHANGED', settings: { ...ROOM_ENTERED_EXAMPLE.settings, spyShowEnabled: false } },
  { type: 'TIP_MENU_CHANGED', items: [], enabled: false },
  { type: 'TOY_MENU_CHANGED', items: [] },
  { type: 'STREAM_CHANGED', url: '/api/cam-provider/hls/luna/video3D/index.m3u8' },
  { type: 'PRIVATE_SHOW_COMPLETED', privateShowFee: 150, privateChatTipFee: 20, tipMenuFee: 0, toysMenuFee: 0, privateRequestId: 'pr-1' },
  { type: 'PRIVATE_LOW_BALANCE', remainingMinutes: 2 },
  { type: 'SPY_LOW_BALANCE', remainingMinutes: 1 },
  { type: 'REQUEST_EXPIRED' },
  { type: 'REQUEST_REFUSED', reason: 'BILLING' },
] as const;

const everywhere = [
  { type: 'VIEWER_CHANGED', facts: VIEWERS.member },
  { type: 'VIEWER_CHANGED', facts: VIEWERS.guest },
  { type: 'VIEWER_CHANGED', facts: VIEWERS.notAuthorised },
  { type: 'VIEWER_CHANGED', facts: VIEWERS.signingIn },
  { type: 'MUTED_CHANGED', muted: false },
  { type: 'VOLUME_CHANGED', volume: 0.5 },
  { type: 'FULLSCREEN_CHANGED', fullscreen: true },
  { type: 'DIALOG_CLOSED' },
  { type: 'CHANNEL_RECONNECTED' },
  { type: 'INCOMPLETE_SESSION_FOUND' },
] as const;

const results = {
  enterRoom: [
    { type: 'xstate.done.actor.enterRoom', output: ok(ROOM_ENTERED_EXAMPLE) },
    { type: 'xstate.done.actor.enterRoom', output: ok(entered({ banned: true, permissions: NO_PERMISSIONS })) },
    { type: 'xstate.done.actor.enterRoom', output: no('unavailable') },
    { type: 'xstate.error.actor.enterRoom', error: new Error('Network error') },
  ],
  requestPrivate: [
    { type: 'xstate.done.actor.requestPrivate', output: ok({ privateRequestId: 'pr-1' }) },
    { type: 'xstate.done.actor.requestPrivate', output: no(PROVIDER_NOT_ENOUGH) },
    { type: 'xstate.done.actor.requestPrivate', output: no(PROVIDER_ALREADY_EXISTS) },
    { type: 'xstate.error.actor.requestPrivate', error: new Error('Network error') },
  ],
  requestSpy: [
    { type: 'xstate.done.actor.requestSpy', output: ok({}) },
    { type: 'xstate.done.actor.requestSpy', output: no(PROVIDER_SPY_LIMIT) },
    { type: 'xstate.error.actor.requestSpy', error: new Error('Network error') },
  ],
  cancelPrivate: [
    { type: 'xstate.done.actor.cancelPrivate', output: ok({}) },
    { type: 'xstate.error.actor.cancelPrivate', error: new Error('Network error') },
  ],
  cancelSpy: [
    { type: 'xstate.done.actor.cancelSpy', output: ok({}) },
    { type: 'xstate.error.actor.cancelSpy', error: new Error('Network error') },
  ],
  setStreamType: [
    { type: 'xstate.done.actor.setStreamType', output: ok({}) },
    { type: 'xstate.error.actor.setStreamType', error: new Error('Network error') },
  ],
  findNearby: [
    { type: 'xstate.done.actor.findNearby', output: ok({ nickname: 'nova' }) },
    { type: 'xstate.done.actor.findNearby', output: ok({ nickname: null }) },
    { type: 'xstate.error.actor.findNearby', error: new Error('Network error') },
  ],
  sendCompliment: [
    { type: 'xstate.done.actor.sendCompliment', output: ok({ balance: 300 }) },
    { type: 'xstate.done.actor.sendCompliment', output: no('Request failed') },
    { type: 'xstate.error.actor.sendCompliment', error: new Error('Network error') },
  ],
} as const;

const BUSY: Record<string, keyof typeof results> = {
  requestingPrivate: 'requestPrivate',
  requestingSpy: 'requestSpy',
  cancellingPrivate: 'cancelPrivate',
  cancellingSpy: 'cancelSpy',
  switchingStream: 'setStreamType',
  findingNearby: 'findNearby',
  complimenting: 'sendCompliment',
};

export const broadcastRoomEntry = defineAtlasEntry({
  id: 'broadcast-room',
  title: 'Broadcast room',
  spec: [
    "002 §2.3 'Single broadcast room'",
    "002 §3.3 'Room'",
    "002 §4.3 'Room transitions'",
    "002 §6 'Roles and permissions'",
    "002 §8 'The error catalogue'",
  ],
  description:
    "One model's live room: entering it (a banned room stops after its settings), the provider's room events (state, text status, viewers, permissions, settings, menus, stream, show completed, low balance, refusals), the controls each enabled by its permission flag (private, voice private, cancel, spy, 2D/3D, previous/next), the §8 dialogs, the compliment after a private show and the buy tooltip hidden after 4000 ms.",
  area: 'cams',
  lifetime: 'screen',
  machine: broadcastRoomMachine,
  inputs: {
    'authorised member': roomInput(VIEWERS.member),
    'guest, restoring a show': roomInput(VIEWERS.guest, true),
  },
  events: [...results.enterRoom, ...idleEvents, ...channelEvents, ...everywhere, ...Object.values(results).flat()] as never,
  // Every event a state offers, with its payloads (the graph sends a bare type for an event without variants here).
  eventsIn: (snapshot) => {
    const anywhere = [...everywhere, idleEvents[0], idleEvents[1], idleEvents[3]];
    if (snapshot.matches('entering')) return [...results.enterRoom, ...anywhere] as never;
    if (!snapshot.matches('live')) return anywhere as never;
    const activity = (snapshot.value as { live: { activity: string } }).live.activity;
    const busy = BUSY[activity];
    if (busy) return [...results[busy], ...channelEvents, ...everywhere.slice(2), idleEvents[0], idleEvents[3]] as never;
    return [...idleEvents, ...channelEvents, ...everywhere] as never;
  },
  fakeActors: Object.values(BUSY).concat('enterRoom'),
  graph: {
    limit: 20000,
    // Busy states' answers depend on neither the viewer, the permissions nor the compliment: one node per operation.
    serializeState: (state) => {
      const activity = (state.value as { live?: { activity: string } }).live?.activity;
      if (activity && activity !== 'idle') return JSON.stringify([state.value, ...view(state.context).slice(2, 3)]);
      return JSON.stringify([state.value, ...view(state.context)]);
    },
    // What every node of the graph keeps (busy nodes merge viewers and permissions).
    contextView: (c) => view(c).slice(2, 3),
  },
});
