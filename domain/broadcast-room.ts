/**
 * The broadcast room's rules (spec 002 §2.3, §3.2–§3.5, §4.3, §6, §8, §9): the room's starting facts from the
 * broadcast, the model with its bio (name first) and the derived profile values, the private show's cost, the stream
 * switch and the 6K flag, the compliment after a private show, which provider events concern the room, and the
 * dialog each request outcome opens. Plain functions, used by machines/broadcast-room.machine.ts, the room route's
 * loader and the views.
 *
 * Choices where the spec shows no rule (documented here, tested in tests/unit/machines/broadcast-room.test.ts):
 * - Compliment presets (§4.3 'formula not shown'): 10 %, 20 % and 30 % of the fee total, each rounded up to a multiple
 *   of 5 (at least 5), duplicates dropped; the default amount is the middle preset.
 * - Derived profile values (§3.4 'derivation rules are not shown'): bio = the model's name then its bio lines;
 *   appearance = body type, ethnicity, '{hair} hair', '{eyes} eyes', then the tags of the 'appearance' and 'body'
 *   groups, joined with ', ' (empty parts and repeats left out); in_show = the tags of the 'activities' (or 'in_show',
 *   'm_in_shows') group; in_private_show = those of 'in_private_show' (or 'm_in_private_shows'); specifics = the tags
 *   of every other group but 'languages' (the profile's own list). See `PROFILE_GROUPS`.
 * - The buy tooltip (§2.3 'what makes it appear is not shown') appears when a request ends in the not-enough-tokens
 *   dialog, and hides after 4000 ms.
 */
import { NO_PERMISSIONS } from '../contracts/cam-permissions.ts';
export { NO_PERMISSIONS };
import type { BroadcastStatus, CamBroadcast, CamModelProfile, CamStream, StateChangeReason, StreamType } from '../contracts/cam-provider.ts';
import type { RoomEvent, RoomPermissions, RoomSettings } from '../contracts/cam-channel.ts';
import type { RoomModel } from './room-profile.ts';

export { type DerivedProfile, PROFILE_GROUPS, type RoomModel, deriveProfile, privateShowCost, voicePrivateShowCost } from './room-profile.ts';
import {
  ALREADY_REQUESTED_TEXT,
  ALREADY_REQUESTED_TITLE,
  PRIVATE_ERROR_TITLE,
  PROVIDER_ALREADY_EXISTS,
  PROVIDER_NOT_ENOUGH,
  PROVIDER_SPY_LIMIT,
  PROVIDER_SPY_NOT_ENOUGH,
  REFUSED_HINT,
  SETTINGS_CHANGED_TEXT,
  SETTINGS_CHANGED_TITLE,
  SOMETHING_WRONG_TEXT,
  SPY_ERROR_TITLE,
  SPY_FAILED_TEXT,
  refusedText,
  refusedTitle,
} from './cam-dialogs.ts';

/** The buy tooltip hides itself after 4000 ms (§9). */
export const BUY_TOOLTIP_MS = 4000;
/** The room's first stream resolution that flags it as 6K (§2.3, §9). */
export const SIX_K = '6K';

/** A room's settings as the broadcast of §3.2 gives them (the provider pushes the same under the room's names). */
export const settingsOfBroadcast = (b: CamBroadcast): RoomSettings => ({
  privateShowMinDuration: b.privateModeMinDuration,
  privateShowTariff: b.privateModeTariff,
  spyShowEnabled: b.spyModeEnabled,
  spyShowTariff: b.spyModeTariff,
  voicePrivateShowMinDuration: b.privateAudioModeMinDuration,
  voicePrivateShowTariff: b.privateAudioModeTariff,
  withClientVoice: b.withClientAudio,
});

/** The stream switch is offered only when there are streams and every one is online (§2.3, §4.3). */
export const streamSwitchOffered = (streams: readonly CamStream[]): boolean => streams.length > 1 && streams.every((s) => s.status === 'online');

/** The first stream's resolution type is '6K' (§2.3). */
export const isSixK = (streams: readonly CamStream[]): boolean => streams[0]?.resolutionInfo.resolutionType === SIX_K;

/** The URL of the stream of a type ('' when there is none). */
export const streamUrlOf = (streams: readonly CamStream[], type: StreamType): string => streams.find((s) => s.type === type)?.url ?? '';

/** Entering PRIVATE_SHOW or AWAY clears the stream URL (§4.3). */
export const clearsStream = (state: BroadcastStatus): boolean => state === 'PRIVATE_SHOW' || state === 'AWAY';

/** The model of a broadcast: its bio with the name put first (§2.3, §3.4). */
export function roomModel(b: CamBroadcast, profile: CamModelProfile | null): RoomModel {
  const name = b.modelName || profile?.name || b.modelNickname;
  return { id: b.modelId, nickname: b.modelNickname, name, bio: [name, ...b.bio.filter((line) => line.trim() !== '' && line !== name)] };
}

export interface ComplimentInfo {
  defaultAmount: number;
  privateRequestId: string;
  presetList: number[];
}

export const NO_COMPLIMENT: ComplimentInfo = { defaultAmount: 0, privateRequestId: '', presetList: [] };

export interface ShowFees {
  privateShowFee: number;
  privateChatTipFee: number;
  tipMenuFee: number;
  toysMenuFee: number;
  privateRequestId: string;
}

const upTo5 = (n: number): number => Math.max(5, Math.ceil(n / 5) * 5);

/** Compliment presets: 10 %, 20 %, 30 % of the total, rounded up to multiples of 5 (chosen; the spec shows no formula). */
export function complimentPresets(total: number): number[] {
  return [...new Set([0.1, 0.2, 0.3].map((share) => upTo5(total * share)))];
}

/**
 * Private show completed, step 1 (§4.3): with a fee total above 0 and a non-zero privateShowFee, a default amount and
 * presets derived from the total plus the privateRequestId; otherwise amount 0 and no presets.
 */
export function complimentInfo(fees: ShowFees): ComplimentInfo {
  const total = fees.privateShowFee + fees.privateChatTipFee + fees.tipMenuFee + fees.toysMenuFee;
  if (!(total > 0) || fees.privateShowFee === 0) return { ...NO_COMPLIMENT, privateRequestId: fees.privateRequestId };
  const presetList = complimentPresets(total);
  return { defaultAmount: presetList[Math.floor(presetList.length / 2)] ?? 0, privateRequestId: fees.privateRequestId, presetList };
}

/** A compliment is sent only with an amount above 0 and a privateRequestId (§5). */
export const canCompliment = (amount: number, privateRequestId: string): boolean => Number.isFinite(amount) && amount > 0 && privateRequestId !== '';

/** A dialog of the room (§8). */
export type RoomDialog =
  | { kind: 'fullAccess' }
  | { kind: 'notEnough' }
  | { kind: 'message'; title: string; text: string; hint?: string }
  | { kind: 'lowBalance'; mode: 'private' | 'spy'; remainingMinutes: number }
  | { kind: 'showOver' };

/** A private request's failure (§8 'Private request'). */
export function privateRequestDialog(error: string): RoomDialog {
  if (error === PROVIDER_NOT_ENOUGH) return { kind: 'notEnough' };
  if (error === PROVIDER_ALREADY_EXISTS) return { kind: 'message', title: ALREADY_REQUESTED_TITLE, text: ALREADY_REQUESTED_TEXT };
  if (error === PROVIDER_SPY_LIMIT) return { kind: 'message', title: PRIVATE_ERROR_TITLE, text: PROVIDER_SPY_LIMIT };
  return { kind: 'message', title: PRIVATE_ERROR_TITLE, text: SOMETHING_WRONG_TEXT };
}

/** A spy request's failure (§8 'Spy request'). */
export function spyRequestDialog(error: string): RoomDialog {
  if (error === PROVIDER_SPY_NOT_ENOUGH || error === PROVIDER_NOT_ENOUGH) return { kind: 'notEnough' };
  if (error === PROVIDER_SPY_LIMIT) return { kind: 'message', title: SPY_ERROR_TITLE, text: PROVIDER_SPY_LIMIT };
  return { kind: 'message', title: SPY_ERROR_TITLE, text: SPY_FAILED_TEXT };
}

/** The default refusal (also the expired request's dialog): 'Private Show with {nickname}' with the hint. */
export const defaultRefusal = (nickname: string): RoomDialog => ({
  kind: 'message',
  title: refusedTitle(nickname),
  text: refusedText(nickname),
  hint: REFUSED_HINT,
});

/** Private request refused (§8): BILLING → not enough tokens, SETTINGS_CHANGED → 'Settings changed', else the default. */
export function refusalDialog(reason: string, nickname: string): RoomDialog {
  if (reason === 'BILLING') return { kind: 'notEnough' };
  if (reason === 'SETTINGS_CHANGED') return { kind: 'message', title: SETTINGS_CHANGED_TITLE, text: SETTINGS_CHANGED_TEXT };
  return defaultRefusal(nickname);
}

/** The room machine's events that come from the provider's 'room' channel. */
export type RoomChannelEvent =
  | { type: 'STATE_CHANGED'; state: BroadcastStatus; reason: StateChangeReason }
  | { type: 'TEXT_STATUS_CHANGED'; status: string }
  | { type: 'VIEWERS_CHANGED'; count: number }
  | { type: 'BROADCAST_UNAVAILABLE' }
  | { type: 'ACTIONS_CHANGED'; permissions: RoomPermissions }
  | { type: 'SETTINGS_CHANGED'; settings: RoomSettings }
  | { type: 'TIP_MENU_CHANGED'; items: CamBroadcast['tipMenu']; enabled: boolean }
  | { type: 'TOY_MENU_CHANGED'; items: CamBroadcast['toysMenu'] }
  | { type: 'STREAM_CHANGED'; url: string }
  | ({ type: 'PRIVATE_SHOW_COMPLETED' } & ShowFees)
  | { type: 'PRIVATE_LOW_BALANCE'; remainingMinutes: number }
  | { type: 'SPY_LOW_BALANCE'; remainingMinutes: number }
  | { type: 'REQUEST_EXPIRED' }
  | { type: 'REQUEST_REFUSED'; reason: string }
  /** This room's viewer has a private show held since the tab went away: enter again restoring it. */
  | { type: 'INCOMPLETE_SESSION_FOUND' }
  /** The channel is back after a drop (the adapter's 'connection' notice): the provider forgot the tab, enter again. */
  | { type: 'CHANNEL_RECONNECTED' };

/**
 * A 'room' channel event as the room machine's event, or null when it is not for this room: events carrying another
 * broadcast's id, a tip menu without both tipMenu and tipMenuEnabled, a toy menu without toysMenu (§4.3, §5), and
 * the events other machines handle (incompleteSessionFound of another room: the cam session; onError: logged by the
 * channel).
 */
export function roomChannelEvent(event: RoomEvent, broadcastId: string): RoomChannelEvent | null {
  const forOther = (id: string) => id !== broadcastId;
  switch (event.event) {
    case 'onStateChanged':
      return forOther(event.data.broadcastId) ? null : { type: 'STATE_CHANGED', state: event.data.state, reason: event.data.reason };
    case 'onTextStatusChanged':
      return forOther(event.data.broadcastId) ? null : { type: 'TEXT_STATUS_CHANGED', status: event.data.status };
    case 'onViewersCountChanged':
      return forOther(event.data.broadcastId) ? null : { type: 'VIEWERS_CHANGED', count: event.data.count };
    case 'onBroadcastUnavailable':
      return forOther(event.data.broadcastId) ? null : { type: 'BROADCAST_UNAVAILABLE' };
    case 'onActionsChanged':
      return { type: 'ACTIONS_CHANGED', permissions: event.data.permissions };
    case 'onBroadcastSettingsChanged':
      return { type: 'SETTINGS_CHANGED', settings: event.data.settings };
    case 'onTipMenuChanged': {
      const { tipMenu, tipMenuEnabled } = event.data;
      return tipMenu !== undefined && tipMenuEnabled !== undefined ? { type: 'TIP_MENU_CHANGED', items: tipMenu, enabled: tipMenuEnabled } : null;
    }
    case 'onToysMenuChanged':
      return event.data.toysMenu !== undefined ? { type: 'TOY_MENU_CHANGED', items: event.data.toysMenu } : null;
    case 'onCurrentStreamChanged':
      return { type: 'STREAM_CHANGED', url: event.data.streamInfo.url };
    case 'onPrivateShowCompleted':
      return { type: 'PRIVATE_SHOW_COMPLETED', ...event.data };
    case 'onPrivateShowLowBalance':
      return { type: 'PRIVATE_LOW_BALANCE', remainingMinutes: event.data.remainingMinutes };
    case 'onSpyShowLowBalance':
      return { type: 'SPY_LOW_BALANCE', remainingMinutes: event.data.remainingMinutes };
    case 'onPrivateShowRequestExpired':
      return { type: 'REQUEST_EXPIRED' };
    case 'onPrivateShowRequestRefused':
      return { type: 'REQUEST_REFUSED', reason: event.data.reason };
    case 'incompleteSessionFound':
      return forOther(event.data.broadcastId) ? null : { type: 'INCOMPLETE_SESSION_FOUND' };
    default:
      return null;
  }
}
