/**
 * The cam provider interface (spec 002 §7 'Provider interface operations' and '… events'): one WebSocket per browser
 * tab, carrying a small typed protocol. Every frame either way is parsed by the schemas here (the adapter in the
 * browser, backend/cams/ in the simulator).
 *
 * - The browser sends requests `{id, op, args}`; the provider answers each with `{type:'reply', id, ok, result}` or
 *   `{type:'reply', id, ok:false, error}` whose `error` is the provider's message (the §8 catalogue reads it:
 *   'Not enough balance to connect the service', 'Request already exists', 'You can send only one request to spy per
 *   1 minute', 'Client has not enough balance to connect the service', …).
 * - The provider pushes events `{type:'event', channel, event, data}` on four channels: 'room' (§7 provider interface
 *   events, for the room the tab is in), 'chat' (§4.6 room chat events), 'notification' (the notification feed) and
 *   'messenger' (§4.9: contracts/messenger.ts, once the tab logged in to the messenger).
 * - The browser's adapter adds a fifth, its own 'connection' channel: `reconnected` after the socket dropped and came
 *   back, when the provider has forgotten the tab (its sign-in, room and messenger login must be made again).
 * - Sign-in: `auth.login` with the `{provider}_token` of GET {siteHost}/api/{provider}/user-info; until then the tab is
 *   a guest (it may list rooms, enter one and read its chat, nothing billed).
 */
import { z } from 'zod/mini';
import {
  BroadcastStatus,
  CamBroadcast,
  CamCategory,
  CamFilterOptions,
  CamModelProfile,
  CamRoomPage,
  StateChangeReason,
  StreamType,
  TipMenuItem,
  ToyMenuItem,
} from './cam-provider.ts';
import { CHATS_PER_FETCH, MESSAGES_PER_PAGE, MessengerChat, MessengerEvent, MessengerMessage } from './messenger.ts';

/** The room's permission flags (§3.3, §6), pushed by the provider. */
export const RoomPermissions = z.object({
  canUseCancelPrivateShow: z._default(z.boolean(), false),
  canUseCancelPrivateShowRequest: z._default(z.boolean(), false),
  canUseEnterSpyShow: z._default(z.boolean(), false),
  canUseLeaveSpyShow: z._default(z.boolean(), false),
  canUseRequestPrivateShow: z._default(z.boolean(), false),
  canUseRequestVoicePrivateShow: z._default(z.boolean(), false),
});
export type RoomPermissions = z.infer<typeof RoomPermissions>;

/** The room's show settings (§3.3). */
export const RoomSettings = z.object({
  privateShowMinDuration: z._default(z.number(), 0),
  privateShowTariff: z._default(z.number(), 0),
  spyShowEnabled: z._default(z.boolean(), false),
  spyShowTariff: z._default(z.number(), 0),
  voicePrivateShowMinDuration: z._default(z.number(), 0),
  voicePrivateShowTariff: z._default(z.number(), 0),
  withClientVoice: z._default(z.boolean(), false),
});
export type RoomSettings = z.infer<typeof RoomSettings>;

/** A room chat entry (§3.11): who, and the payload of its event. */
export const ChatEntry = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  /** The model's own lines are marked so the chat can style them. */
  fromModel: z._default(z.boolean(), false),
  kind: z.enum(['message', 'tip', 'tipMenu', 'toy']),
  text: z._default(z.string(), ''),
  /** Tokens of a tip, tip-menu item or toy. */
  amount: z._default(z.number(), 0),
  /** The tip-menu or toy item's title. */
  title: z._default(z.string(), ''),
  /** Unix milliseconds. */
  at: z.number(),
});
export type ChatEntry = z.infer<typeof ChatEntry>;

/** What entering a room answers: the broadcast, its state, the viewer's permissions and settings, the stream. */
export const RoomEntered = z.object({
  broadcast: CamBroadcast,
  state: BroadcastStatus,
  reason: StateChangeReason,
  permissions: RoomPermissions,
  settings: RoomSettings,
  /** The stream the player shows now ('' while the model is away or in a private show). */
  streamUrl: z._default(z.string(), ''),
  currentStreamType: z._default(StreamType, 'video2D'),
  /** The room is closed to this viewer (banned): entering stops after the settings (§4.3). */
  banned: z._default(z.boolean(), false),
});
export type RoomEntered = z.infer<typeof RoomEntered>;

const empty = z.object({});
const BalanceResult = z.object({ balance: z.number() });

/** Every operation: its arguments and its result. */
export const camOps = {
  'auth.login': { args: z.object({ token: z.string().check(z.minLength(1)) }), result: z.object({ userId: z.string(), userName: z.string() }) },
  'auth.logout': { args: empty, result: empty },
  'rooms.page': {
    args: z.object({
      /** Zero-based. */
      page: z.number().check(z.int(), z.nonnegative()),
      perPage: z.number().check(z.int(), z.positive()),
      showOffline: z.boolean(),
      showHidden: z.boolean(),
      categoryCodes: z._default(z.array(CamCategory), []),
      tagCodes: z._default(z.array(z.string()), []),
      /** Filter values of §4.1 ('public', 'away', 'private', 'in private', 'offline'); empty = all. */
      statuses: z._default(z.array(z.string()), []),
    }),
    result: CamRoomPage,
  },
  'rooms.categories': { args: empty, result: z.object({ categories: CamFilterOptions.shape.categories }) },
  'rooms.tagGroups': { args: empty, result: z.object({ groups: CamFilterOptions.shape.groups }) },
  'room.enter': {
    args: z.object({ nickname: z.string().check(z.minLength(1)), restorePrivateShow: z._default(z.boolean(), false) }),
    result: RoomEntered,
  },
  'room.leave': { args: empty, result: empty },
  'room.nearby': { args: z.object({ direction: z.enum(['previous', 'next']) }), result: z.object({ nickname: z.nullable(z.string()) }) },
  'room.setStreamType': { args: z.object({ type: StreamType }), result: empty },
  'room.requestPrivate': { args: z.object({ voice: z.boolean() }), result: z.object({ privateRequestId: z.string() }) },
  'room.cancelPrivate': { args: empty, result: empty },
  'room.requestSpy': { args: empty, result: empty },
  'room.cancelSpy': { args: empty, result: empty },
  'room.compliment': { args: z.object({ privateRequestId: z.string(), amount: z.number().check(z.int(), z.positive()) }), result: BalanceResult },
  'room.broadcast': { args: z.object({ id: z.string() }), result: CamBroadcast },
  'room.model': { args: z.object({ modelId: z.string() }), result: CamModelProfile },
  'chat.send': { args: z.object({ text: z.string().check(z.trim(), z.minLength(1), z.maxLength(400)) }), result: empty },
  'chat.tip': { args: z.object({ amount: z.number().check(z.int(), z.positive()) }), result: BalanceResult },
  'chat.tipMenu': { args: z.object({ itemId: z.string() }), result: BalanceResult },
  'chat.toy': { args: z.object({ itemId: z.string(), amount: z.number().check(z.int(), z.positive()) }), result: BalanceResult },
  // The messenger (§4.5 step 4, §4.9, §7 'Messenger'); every one but login refused ('Not logged in to the messenger')
  // before a messenger login, and login refused before `auth.login`.
  'messenger.login': { args: z.object({ role: z.literal('user') }), result: z.object({ clientId: z.string(), clientSessionToken: z.string() }) },
  'messenger.logout': { args: empty, result: empty },
  'messenger.ping': { args: empty, result: empty },
  'messenger.chats': {
    args: z.object({ limit: z._default(z.number().check(z.int(), z.positive(), z.maximum(CHATS_PER_FETCH)), CHATS_PER_FETCH) }),
    result: z.object({ chats: z.array(MessengerChat) }),
  },
  'messenger.chat': { args: z.object({ chatId: z.string() }), result: MessengerChat },
  /** The model's messenger client id (the participant user_id a private chat is created with). */
  'messenger.modelClientId': { args: z.object({ modelId: z.string() }), result: z.object({ clientId: z.string() }) },
  /** The private chat with a participant (the existing one when there is one). */
  'messenger.createPrivateChat': { args: z.object({ clientId: z.string() }), result: MessengerChat },
  'messenger.messages': {
    args: z.object({
      chatId: z.string(),
      direction: z.enum(['backward', 'forward']),
      limit: z._default(z.number().check(z.int(), z.positive(), z.maximum(MESSAGES_PER_PAGE)), MESSAGES_PER_PAGE),
      /** Include the related message itself. */
      preload: z._default(z.boolean(), false),
      /** Backward: the messages before this one (the oldest loaded); forward: after it. Null: the newest page. */
      relatedID: z._default(z.nullable(z.string()), null),
    }),
    /** Oldest first. */
    result: z.object({ messages: z.array(MessengerMessage) }),
  },
  /** Marks the message and every earlier unread message of its chat as read now; the chat's unread count follows. */
  'messenger.read': { args: z.object({ chatId: z.string(), messageId: z.string() }), result: z.object({ unread_count: z.number() }) },
  'messenger.tip': {
    args: z.object({ userId: z.string(), amount: z.number().check(z.int(), z.positive()) }),
    result: z.object({ balance: z.number(), message: MessengerMessage }),
  },
  'messenger.send': {
    args: z.object({ chatId: z.string(), text: z.string().check(z.trim(), z.minLength(1), z.maxLength(400)) }),
    result: MessengerMessage,
  },
} as const;
export type CamOp = keyof typeof camOps;
export type CamOpArgs<O extends CamOp> = z.input<(typeof camOps)[O]['args']>;
export type CamOpResult<O extends CamOp> = z.infer<(typeof camOps)[O]['result']>;

/** A request frame (browser → provider). The args are checked against `camOps[op].args` on arrival. */
export const CamRequest = z.object({
  id: z.number().check(z.int(), z.positive()),
  op: z.enum(Object.keys(camOps) as [CamOp, ...CamOp[]]),
  args: z._default(z.unknown(), {}),
});
export type CamRequest = z.infer<typeof CamRequest>;

/** Events of the 'room' channel (§7 provider interface events), each for one broadcast. */
export const RoomEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('incompleteSessionFound'), data: z.object({ broadcastId: z.string(), modelNickname: z.string() }) }),
  z.object({ event: z.literal('onTextStatusChanged'), data: z.object({ broadcastId: z.string(), status: z.string() }) }),
  z.object({ event: z.literal('onViewersCountChanged'), data: z.object({ broadcastId: z.string(), count: z.number() }) }),
  z.object({
    event: z.literal('onStateChanged'),
    data: z.object({ broadcastId: z.string(), modelNickname: z.string(), state: BroadcastStatus, reason: StateChangeReason }),
  }),
  z.object({ event: z.literal('onBroadcastUnavailable'), data: z.object({ broadcastId: z.string() }) }),
  z.object({ event: z.literal('onError'), data: z.object({ message: z.string() }) }),
  z.object({ event: z.literal('onActionsChanged'), data: z.object({ permissions: RoomPermissions }) }),
  z.object({ event: z.literal('onBroadcastSettingsChanged'), data: z.object({ settings: RoomSettings }) }),
  z.object({
    event: z.literal('onPrivateShowCompleted'),
    data: z.object({
      privateShowFee: z.number(),
      privateChatTipFee: z.number(),
      tipMenuFee: z.number(),
      toysMenuFee: z.number(),
      privateRequestId: z.string(),
    }),
  }),
  z.object({ event: z.literal('onPrivateShowLowBalance'), data: z.object({ remainingMinutes: z.number() }) }),
  z.object({ event: z.literal('onPrivateShowRequestExpired'), data: empty }),
  z.object({ event: z.literal('onPrivateShowRequestRefused'), data: z.object({ reason: z.string() }) }),
  z.object({ event: z.literal('onSpyShowLowBalance'), data: z.object({ remainingMinutes: z.number() }) }),
  z.object({
    event: z.literal('onTipMenuChanged'),
    data: z.object({ tipMenu: z.optional(z.array(TipMenuItem)), tipMenuEnabled: z.optional(z.boolean()) }),
  }),
  z.object({ event: z.literal('onToysMenuChanged'), data: z.object({ toysMenu: z.optional(z.array(ToyMenuItem)) }) }),
  z.object({ event: z.literal('onCurrentStreamChanged'), data: z.object({ streamInfo: z.object({ url: z.string() }) }) }),
]);
export type RoomEvent = z.infer<typeof RoomEvent>;

/** Events of the 'chat' channel (§4.6). */
export const ChatEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('clearChat'), data: empty }),
  z.object({ event: z.literal('deleteAllUserMessages'), data: z.object({ userId: z.string() }) }),
  z.object({ event: z.literal('historyMessage'), data: z.object({ messages: z.array(ChatEntry) }) }),
  z.object({ event: z.literal('message'), data: ChatEntry }),
  z.object({ event: z.literal('tipMenuItemPurchased'), data: ChatEntry }),
  z.object({ event: z.literal('tipsSent'), data: ChatEntry }),
  z.object({ event: z.literal('toysMenuItemPurchased'), data: ChatEntry }),
]);
export type ChatEvent = z.infer<typeof ChatEvent>;

/**
 * The notification feed (§7): spy-time notices, and the member's token balance after each debit or credit (ours: every
 * tab of the member follows the server's balance, §3.3 `autoRefreshBalance`).
 */
export const NotificationEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('balanceChanged'), data: z.object({ balance: z.number().check(z.int(), z.nonnegative()) }) }),
  z.object({ event: z.literal('broadcastSpyModeTimeExpireNotification'), data: z.object({ broadcastId: z.string() }) }),
  z.object({ event: z.literal('broadcastSpyModeRemainingTime'), data: z.object({ broadcastId: z.string(), seconds: z.number() }) }),
]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/** A frame from the provider (provider → browser). */
export const CamServerFrame = z.union([
  z.object({ type: z.literal('reply'), id: z.number(), ok: z.literal(true), result: z.unknown() }),
  z.object({ type: z.literal('reply'), id: z.number(), ok: z.literal(false), error: z.string() }),
  z.intersection(z.object({ type: z.literal('event'), channel: z.literal('room') }), RoomEvent),
  z.intersection(z.object({ type: z.literal('event'), channel: z.literal('chat') }), ChatEvent),
  z.intersection(z.object({ type: z.literal('event'), channel: z.literal('notification') }), NotificationEvent),
  z.intersection(z.object({ type: z.literal('event'), channel: z.literal('messenger') }), MessengerEvent),
]);
export type CamServerFrame = z.infer<typeof CamServerFrame>;

/** An event as the browser's adapter hands it on. */
export type CamEvent =
  | ({ channel: 'room' } & RoomEvent)
  | ({ channel: 'chat' } & ChatEvent)
  | ({ channel: 'notification' } & NotificationEvent)
  | ({ channel: 'messenger' } & MessengerEvent)
  | ConnectionEvent;

/** The browser adapter's own notice: the socket is back after a drop, and the provider no longer knows the tab. */
export type ConnectionEvent = { channel: 'connection'; event: 'reconnected'; data: Record<string, never> };

/** An event the provider pushes (every channel but the adapter's own 'connection'). */
export type CamPushedEvent = Exclude<CamEvent, ConnectionEvent>;

/**
 * The provider interface as the composition sees it (adapters/cam-channel.ts implements it over a WebSocket; tests
 * fake it). `request` never throws: a failure is `{ok:false, error}` with the provider's message, or 'unavailable'
 * when the channel is down.
 */
export interface CamChannelClient {
  request<O extends CamOp>(op: O, args: CamOpArgs<O>): Promise<{ ok: true; result: CamOpResult<O> } | { ok: false; error: string }>;
  /** Every pushed event; returns the unsubscribe. */
  subscribe(listener: (event: CamEvent) => void): () => void;
  close(): void;
}
