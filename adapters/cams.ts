/**
 * The live cam area's REST client (spec 002 §7; contracts/cam-provider.ts): the provider's clients API (rooms, a
 * model's broadcast, a profile), the content API's cam tags, and the site host's cam auth info and balance. Never
 * throws: a failure is logged by the HTTP layer and answers the empty default (an empty page, no options, null).
 */
import type { CamAuthInfo, CamBroadcast, CamFilterOptions, CamModelProfile, CamRoomPage, CamRoomsQuery, RoomTag } from '../contracts/cam-provider.ts';
import type { PaymentUrlOutcome } from '../contracts/sales.ts';
import type { TokenPaymentUrlBody, TokenTariff } from '../contracts/tokens.ts';
import type { HttpClient } from './http.ts';
import { GENERIC_ERROR } from './messages.ts';

export interface CamsApi {
  rooms(query: CamRoomsQuery): Promise<CamRoomPage>;
  /** The broadcast of a model's room by nickname; null when there is none (404) or the call failed. */
  broadcast(nickname: string, partnerId: string): Promise<CamBroadcast | null>;
  profile(modelId: string): Promise<CamModelProfile | null>;
  /** The list page's filter options (GET {content}/camgirl-page-tags/{slug}). */
  filterOptions(slug: string): Promise<CamFilterOptions>;
  /** A tag page's tag (GET {content}/room-tags/{slug}); null when unknown. */
  roomTag(slug: string): Promise<RoomTag | null>;
  /** The signed-in member's cam auth info; null for a guest, a member not authorised for cams, or a failure. */
  authInfo(): Promise<CamAuthInfo | null>;
  /** The token balance; null when it cannot be read. */
  balance(): Promise<number | null>;
  /** The token packs (§7 join-now/prices, read as data.items); none when the call fails (logged only, §8). */
  tokenTariffs(): Promise<TokenTariff[]>;
  /** A pack's payment at the chosen biller (§4.8): the redirect URL, or the refusal's message. Never throws. */
  tokenPaymentUrl(body: TokenPaymentUrlBody): Promise<PaymentUrlOutcome>;
}

export const EMPTY_ROOM_PAGE: CamRoomPage = { pageItems: [], totalCount: 0 };
export const EMPTY_FILTER_OPTIONS: CamFilterOptions = { categories: [], groups: [] };

export function createCamsApi(http: HttpClient): CamsApi {
  return {
    async rooms(q) {
      const r = await http.call('camBroadcasts', {
        query: {
          tags: q.tagCodes.join(','),
          partnerId: q.partnerId,
          status: q.status,
          limit: q.perPage,
          offset: (q.page - 1) * q.perPage,
          'show-offline': String(q.showOffline),
          'tag-categories': q.categoryCodes.join(','),
          'stream-types': 'video2D,video3D',
          'include-tags': 'false',
          'include-tip-menu': 'false',
          'include-favorites': 'false',
        },
      });
      return r.ok ? r.data : EMPTY_ROOM_PAGE;
    },
    async broadcast(nickname, partnerId) {
      const r = await http.call('camBroadcast', { params: { nickname }, query: { partnerId, 'show-hidden': 'true' }, passNotFound: true });
      return r.ok ? r.data : null;
    },
    async profile(modelId) {
      const r = await http.call('camModelProfile', { params: { modelId }, passNotFound: true });
      return r.ok ? r.data : null;
    },
    async filterOptions(slug) {
      const r = await http.call('camgirlPageTags', { params: { slug } });
      return r.ok ? r.data.data : EMPTY_FILTER_OPTIONS;
    },
    async roomTag(slug) {
      const r = await http.call('roomTags', { params: { slug }, passNotFound: true });
      return r.ok ? r.data.data : null;
    },
    async authInfo() {
      const r = await http.call('camUserInfo', { noAuthRetry: false });
      return r.ok ? r.data.data : null;
    },
    async balance() {
      const r = await http.call('camBalance');
      return r.ok ? r.data.data.data.balance : null;
    },
    async tokenTariffs() {
      const r = await http.call('tokenTariffs');
      return r.ok ? r.data.data.items : [];
    },
    async tokenPaymentUrl(body) {
      const r = await http.call('tokenPaymentUrl', { body });
      if (r.ok) return { ok: true, paymentUrl: r.data.data.paymentUrl };
      const title = (r.body as { status?: { message?: string } } | undefined)?.status?.message || GENERIC_ERROR;
      return { ok: false, title, data: {} };
    },
  };
}
