/**
 * The cam room list (spec 002 §2.2, §3.1, §4.4, §9): 12 rooms a page, the page count and the last page, the query of
 * a filter (category girls by default; tags comma-joined; status 'all' by default; stream types video2D,video3D;
 * favourites never; offline shown, hidden not), the refresh schedule (3 steps × 30 s, all statuses, the index
 * wrapping), and the filter as the list's address (?category=&tags=&status=&page=), so every page and filter is
 * shareable and server-rendered.
 */
import type { CamCategory, CamRoomsQuery } from '../contracts/cam-provider.ts';
import { CAM_PARTNER_ID } from './constants.ts';
import { STATUS_GROUPS, type StatusFilterValue } from './cam-status.ts';
import { type CamListSearch, type CamStatusChoice, DEFAULT_CAM_CATEGORY, DEFAULT_CAM_STATUS, tagCodesOf } from './cam-list-search.ts';

export {
  CAM_LIST_CATEGORIES,
  CAM_STATUS_CHOICES,
  type CamListSearch,
  type CamStatusChoice,
  DEFAULT_CAM_CATEGORY,
  DEFAULT_CAM_STATUS,
  parseCamListSearch,
  tagCodesOf,
} from './cam-list-search.ts';

/** Rooms per page (§9). */
export const CAM_ROOMS_PER_PAGE = 12;
/** Stream types are always both (§2.2). */
export const CAM_STREAM_TYPES = 'video2D,video3D';

export interface CamListFilter {
  category: CamCategory;
  /** Tag codes, in the order chosen (sent comma-joined). */
  tags: string[];
  status: CamStatusChoice;
}

export const DEFAULT_CAM_FILTER: CamListFilter = { category: DEFAULT_CAM_CATEGORY, tags: [], status: DEFAULT_CAM_STATUS };

/** Page count = ceil(total / 12) (§4.4, §9). */
export const camPageCount = (total: number, perPage = CAM_ROOMS_PER_PAGE): number => Math.max(0, Math.ceil(total / perPage));

/** A page is the last one when its number is greater than or equal to the page count (§2.2). */
export const isLastCamPage = (page: number, pageCount: number): boolean => page >= pageCount;

/** The page after the current one is loaded in advance when more pages exist (§2.2). */
export const nextCamPage = (page: number, pageCount: number): number | null => (isLastCamPage(page, pageCount) ? null : page + 1);

/** The statuses a filter asks for: 'all' or one filter value (what the provider's `status` query takes). */
export const statusQuery = (status: CamStatusChoice): string => status;

/** What a page of the list asks the provider for: the provider's room query (contracts/cam-provider.ts). */
export type CamPageQuery = CamRoomsQuery;

/** The query of one page of a filter: 12 per page, offline shown (hidden never asked for), this site's partner id. */
export function camPageQuery(filter: CamListFilter, page: number, partnerId = CAM_PARTNER_ID): CamPageQuery {
  return {
    page: Math.max(1, page),
    perPage: CAM_ROOMS_PER_PAGE,
    categoryCodes: [filter.category],
    tagCodes: [...filter.tags],
    status: statusQuery(filter.status),
    showOffline: true,
    partnerId,
  };
}

/** One key per filter (the cache's room pages are kept per filter); the order of the tags does not matter. */
export const camFilterKey = (filter: CamListFilter): string => `${filter.category}|${[...filter.tags].sort().join(',')}|${filter.status}`;

export const sameCamFilter = (a: CamListFilter, b: CamListFilter): boolean => camFilterKey(a) === camFilterKey(b);

// --- The refresh schedule (§4.4) ---

/** Each step waits 30 s (§4.4, §9). */
export const CAM_REFRESH_MS = 30_000;
/** The schedule's steps: 3, each covering all statuses (§4.4 'The schedule has 3 steps of 30 s each, covering all statuses'). */
export const CAM_REFRESH_SCHEDULE: ReadonlyArray<{ delayMs: number; statuses: readonly StatusFilterValue[] }> = [
  { delayMs: CAM_REFRESH_MS, statuses: STATUS_GROUPS.ALL },
  { delayMs: CAM_REFRESH_MS, statuses: STATUS_GROUPS.ALL },
  { delayMs: CAM_REFRESH_MS, statuses: STATUS_GROUPS.ALL },
];

/** A cached index that is not a step of the schedule starts it again at 0 (§4.4 step 1). */
export const scheduleIndexOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CAM_REFRESH_SCHEDULE.length ? value : 0;

/** The next step, wrapping to 0 after the last (§4.4 step 3). */
export const nextScheduleIndex = (index: number): number => (scheduleIndexOf(index) + 1) % CAM_REFRESH_SCHEDULE.length;

// --- The filter as the list's address ---

/** The filter an address asks for. */
export const filterOfSearch = (search: CamListSearch): CamListFilter => ({
  category: search.category ?? DEFAULT_CAM_CATEGORY,
  tags: tagCodesOf(search.tags),
  status: search.status ?? DEFAULT_CAM_STATUS,
});

/** The query parameters of a filter (defaults left out; the page is the pagination's: pageHref adds it). */
export function camFilterParams(filter: CamListFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.category !== DEFAULT_CAM_CATEGORY) params.category = filter.category;
  if (filter.tags.length) params.tags = filter.tags.join(',');
  if (filter.status !== DEFAULT_CAM_STATUS) params.status = filter.status;
  return params;
}

/** The address of a page of a filter on the list at `path` (page 1 carries no page parameter). */
export function camListHref(path: string, filter: CamListFilter, page = 1): string {
  const params = new URLSearchParams(camFilterParams(filter));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The filter with one tag group's choice: the group's tags replaced by `code` ('' = none of the group). */
export function withGroupTag(filter: CamListFilter, groupTags: readonly string[], code: string): CamListFilter {
  const others = filter.tags.filter((tag) => !groupTags.includes(tag));
  return { ...filter, tags: code ? [...others, code] : others };
}

/** The chosen tag of a group ('' when none). */
export const groupChoice = (filter: CamListFilter, groupTags: readonly string[]): string => filter.tags.find((tag) => groupTags.includes(tag)) ?? '';

/** The address of a page on a list whose `fixedTags` are its own (a tag page's tag is in its path, not its query). */
export const camPageHref = (path: string, filter: CamListFilter, page = 1, fixedTags: readonly string[] = []): string =>
  camListHref(path, { ...filter, tags: filter.tags.filter((tag) => !fixedTags.includes(tag)) }, page);

/**
 * Whether the cam list answers here (spec 002 §1 'exists only when the cam feature is switched on', §2.1 'The slug
 * comes from configuration'): the cam area is on and, for a list route, `slug` is this site's; otherwise the 404 screen.
 */
export const camListServed = (config: { enableCams: boolean; vrCamListSlug: string }, slug?: string): boolean =>
  config.enableCams && (slug === undefined || slug === config.vrCamListSlug);
