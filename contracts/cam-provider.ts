/**
 * The live cam area's REST calls (spec 002 §3.1–§3.6, §7): the cam provider's clients API ({camProvider} = {host}),
 * the site host's cam auth info and balance, and the content API's cam tags.
 *
 * Wire choices where the spec shows no shape (this project's, answered by backend/cams/):
 * - GET {camProvider}/broadcasts → {pageItems, totalCount}: one page of rooms (§3.1) with what a card shows (the
 *   model's nickname and name, a preview image, the category, whether the first stream is 6K).
 * - GET {camProvider}/api/clients/v1/broadcasts/models/{nickname} → the broadcast of §3.2 with its streams, the model's
 *   name and bio, seoParams, and the previous and next nearby broadcasts' nicknames.
 * - GET {camProvider}/api/clients/v1/models/profile/{modelId} → the profile of §3.4.
 * - GET {siteHost}/api/{provider}/user-info → data {'{provider}_token', user_name, user_uuid}; 401 for a guest, 403
 *   for a member who is not cam-authorised (§4.5: authorised members and inactive members with benefits).
 * - GET {siteHost}/api/{provider}/balance → data.data.balance (tokens, an integer).
 * - GET {content}/camgirl-page-tags/{slug} → data: the filter options (categories, tag groups) of the list page.
 * - GET {content}/room-tags/{slug} → data: one tag (its group's name, for the '{group} Live VR Porn' crumb) or null.
 */
import { z } from 'zod/mini';
import { SeoParams } from './common.ts';

/** The cam provider's name: the site host's paths (`/api/{provider}/…`) and the auth info's token field. */
export const CAM_PROVIDER = 'vrlive';
export const CAM_TOKEN_FIELD = `${CAM_PROVIDER}_token` as const;

/** Broadcast status codes (§4.1). */
export const BroadcastStatus = z.enum(['PUBLIC', 'OFFLINE', 'PRIVATE_SHOW', 'MY_PRIVATE_SHOW', 'SPY_SHOW', 'AWAY', 'ERROR', 'UNINITIALIZED']);
export type BroadcastStatus = z.infer<typeof BroadcastStatus>;

/** Event reasons (§4.2); an unknown one reads as NONE. */
export const StateChangeReason = z.catch(
  z.enum([
    'NONE',
    'BROADCAST_STOPPED_BY_MODEL',
    'BROADCAST_STOPPED_BY_TECHNICAL_REASONS',
    'PRIVATE_SHOW_CANCELED_DUE_TO_TECHNICAL_REASONS',
    'PRIVATE_SHOW_DISABLED',
    'PRIVATE_SHOW_DISABLED_BY_BILLING',
    'PRIVATE_SHOW_DISABLED_BY_CLIENT',
    'PRIVATE_SHOW_DISABLED_BY_MODEL',
    'PRIVATE_SHOW_RESUMED_BY_CLIENT',
    'PRIVATE_SHOW_STARTED_BY_CLIENT',
    'SPY_SHOW_CANCELED_DUE_TO_TECHNICAL_REASONS',
    'SPY_SHOW_DISABLED_BY_BILLING',
    'SPY_SHOW_DISABLED_BY_CLIENT',
    'SPY_SHOW_RESUMED_BY_CLIENT',
    'SPY_SHOW_STARTED_BY_CLIENT',
    'USER_LOGGED_IN',
    'USER_LOGGED_OUT',
  ]),
  'NONE',
);
export type StateChangeReason = z.infer<typeof StateChangeReason>;

/** What the room list asks the provider for (§2.2, §3.1, §7): a one-based page of `perPage` rooms with the filter. */
export interface CamRoomsQuery {
  page: number;
  perPage: number;
  categoryCodes: string[];
  tagCodes: string[];
  /** Filter statuses (§4.1); 'all' = every one. */
  status: string;
  showOffline: boolean;
  /** The provider's partner id (this site). */
  partnerId: string;
}

export const CAM_CATEGORIES = ['girls', 'couples', 'trans'] as const;
export const CamCategory = z.enum(CAM_CATEGORIES);
export type CamCategory = z.infer<typeof CamCategory>;

export const StreamType = z.enum(['video2D', 'video3D']);
export type StreamType = z.infer<typeof StreamType>;

const text = z._default(z.string(), '');
const count = z._default(z.number().check(z.int(), z.nonnegative()), 0);

/** A room of the list (§3.1), with what its card shows. */
export const CamRoom = z.object({
  id: z.string().check(z.minLength(1)),
  modelId: z.string(),
  modelNickname: z.string().check(z.minLength(1)),
  /** The model's display name. */
  modelName: text,
  /** The card's picture (an image URL on the provider's host). */
  preview: text,
  category: z._default(CamCategory, 'girls'),
  broadcastStatus: z.catch(BroadcastStatus, 'OFFLINE'),
  broadcastTextStatus: text,
  broadcastMembersCount: count,
  /** The first stream's resolution type is '6K' (§2.3): the label reads 'live 6k'. */
  is6k: z._default(z.boolean(), false),
});
export type CamRoom = z.infer<typeof CamRoom>;

export const CamRoomPage = z.object({ pageItems: z._default(z.array(CamRoom), []), totalCount: count });
export type CamRoomPage = z.infer<typeof CamRoomPage>;

/** A stream of a broadcast (§3.2, §3.5): its type, whether it is online, its HLS playlist, its resolution type. */
export const CamStream = z.object({
  type: StreamType,
  status: z._default(z.string(), 'offline'),
  url: text,
  resolutionInfo: z.object({ resolutionType: z._default(z.string(), '4K') }),
});
export type CamStream = z.infer<typeof CamStream>;

export const TipMenuItem = z.object({ id: z.string(), title: z.string(), price: z.number().check(z.int(), z.positive()) });
export type TipMenuItem = z.infer<typeof TipMenuItem>;

/** A toy-menu item: a vibration level for some seconds, for a price. */
export const ToyMenuItem = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().check(z.int(), z.positive()),
  seconds: z._default(z.number(), 0),
});
export type ToyMenuItem = z.infer<typeof ToyMenuItem>;

/** The broadcast of one model (§3.2), as the REST call and the provider's 'load a broadcast' give it. */
export const CamBroadcast = z.object({
  id: z.string().check(z.minLength(1)),
  modelId: z.string(),
  modelNickname: z.string(),
  modelName: text,
  /** The model's bio lines (§3.4: the name is put first by the product, not here). */
  bio: z._default(z.array(z.string()), []),
  broadcastStatus: z.catch(BroadcastStatus, 'OFFLINE'),
  privateModeMinDuration: count,
  privateModeTariff: count,
  spyModeEnabled: z._default(z.boolean(), false),
  spyModeTariff: count,
  privateAudioModeMinDuration: count,
  privateAudioModeTariff: count,
  withClientAudio: z._default(z.boolean(), false),
  streams: z._default(z.array(CamStream), []),
  broadcastMembersCount: count,
  broadcastTextStatus: text,
  tipMenu: z._default(z.array(TipMenuItem), []),
  tipMenuEnabled: z._default(z.boolean(), false),
  toysMenu: z._default(z.array(ToyMenuItem), []),
  seoParams: z._default(z.nullable(SeoParams), null),
  /** The nearby broadcasts (§2.3 previous/next), by nickname; null at either end. */
  previousNickname: z._default(z.nullable(z.string()), null),
  nextNickname: z._default(z.nullable(z.string()), null),
});
export type CamBroadcast = z.infer<typeof CamBroadcast>;

export const TagGroupOption = z.object({
  code: z.string(),
  name: z.string(),
  tags: z._default(z.array(z.object({ code: z.string(), name: z.string() })), []),
});
export type TagGroupOption = z.infer<typeof TagGroupOption>;

/** A model's profile (§3.4). */
export const CamModelProfile = z.object({
  id: z.string(),
  nickname: z.string(),
  name: text,
  avatar: text,
  age: z._default(z.nullable(z.number()), null),
  interests: z._default(z.array(z.string()), []),
  languages: z._default(z.array(z.string()), []),
  bodyType: text,
  ethnicity: text,
  eyeColor: text,
  hairColor: text,
  tagGroups: z._default(z.array(z.object({ code: z.string(), tags: z._default(z.array(z.object({ name: z.string() })), []) })), []),
});
export type CamModelProfile = z.infer<typeof CamModelProfile>;

/** The list's filter options (§3.1): categories and tag groups. */
export const CamFilterOptions = z.object({
  categories: z._default(z.array(z.object({ code: CamCategory, name: z.string() })), []),
  groups: z._default(z.array(TagGroupOption), []),
});
export type CamFilterOptions = z.infer<typeof CamFilterOptions>;

export const CamFilterOptionsAnswer = z.object({ data: CamFilterOptions });

/** A tag page's tag (GET {content}/room-tags/{slug}): its code for the filter and its group's name for the crumb. */
export const RoomTag = z.object({ slug: z.string(), code: z.string(), name: z.string(), groupName: z.string() });
export type RoomTag = z.infer<typeof RoomTag>;
export const RoomTagAnswer = z.object({ data: z._default(z.nullable(RoomTag), null) });

/** GET {siteHost}/api/{provider}/user-info (§3.6). */
export const CamAuthInfo = z.object({
  [CAM_TOKEN_FIELD]: z.string().check(z.minLength(1)),
  user_name: z.string(),
  user_uuid: z.string(),
});
export type CamAuthInfo = z.infer<typeof CamAuthInfo>;
export const CamAuthInfoAnswer = z.object({ data: CamAuthInfo });

/** GET {siteHost}/api/{provider}/balance (§7: data.data.balance). */
export const CamBalanceAnswer = z.object({ data: z.object({ data: z.object({ balance: z.number() }) }) });

/** The query of GET {camProvider}/broadcasts (§7), as the product sends it. */
export interface BroadcastsQuery {
  tags: string;
  partnerId: string;
  /** Comma-joined filter statuses ('all' for every one). */
  status: string;
  limit: number;
  offset: number;
  'show-offline': boolean;
  'tag-categories': string;
  'stream-types': 'video2D,video3D';
  'include-tags': false;
  'include-tip-menu': false;
  'include-favorites': false;
}
