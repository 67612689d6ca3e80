/**
 * The cam list's data (spec 002 §2.2, §4.4, §7): a page of a filter through the cams REST adapter (in the browser from
 * the tab's cache first, cam-cache.ts; every answer stored there), the filter options (cached 1 hour), a tag
 * page's tag, the route's SEO text (its generic page: a tag page maps to the list slug) and ad banner (place
 * 'vr-cam-girls'). Loaded by the list routes' loaders (a dynamic import: nothing of it weighs on other pages) and by
 * the list machine's actors (app/screen-machines/cam-list.ts).
 */
import { EMPTY_ROOM_PAGE } from '../../adapters/cams.ts';
import type { AdBanner } from '../../contracts/ad-banner.ts';
import type { CamFilterOptions, CamRoom, RoomTag } from '../../contracts/cam-provider.ts';
import type { CamPageResult } from '../../machines/cam-list.machine.ts';
import { CAM_CACHE_KEYS } from '../../adapters/cam-cache-entries.ts';
import { camListCache } from './cam-cache.ts';
import { type CamListFilter, type CamListSearch, camFilterKey, camPageCount, camPageQuery, filterOfSearch } from '../../domain/cam-list.ts';
import { type SeoTextData, seoTextOn } from '../../domain/seo-text.ts';
import { staticPageSlug } from '../../domain/static-slug.ts';
import { loadAdBanner } from './ad-banner.ts';
import type { Services } from './services.ts';

/** A page of a filter: the cache's unless `fresh`; null when the provider's call failed (the adapter logged it). */
export async function loadCamPage(services: Pick<Services, 'cams'>, filter: CamListFilter, page: number, fresh = false): Promise<CamPageResult> {
  const cache = camListCache();
  const key = camFilterKey(filter);
  if (!fresh) {
    const hit = cache.roomPage(key, page);
    if (hit) return { rooms: [...hit.rooms], total: hit.total };
  }
  const answer = await services.cams.rooms(camPageQuery(filter, page));
  // The adapter answers its empty default (this very object) when the call failed.
  if (answer === EMPTY_ROOM_PAGE) return null;
  cache.storeRoomPage(key, page, answer.pageItems, answer.totalCount, camPageCount(answer.totalCount));
  return { rooms: answer.pageItems, total: answer.totalCount };
}

/** The list's filter options (GET {content}/camgirl-page-tags/{slug}), cached 1 hour when there are some. */
export async function loadCamFilterOptions(services: Pick<Services, 'cams'>, slug: string): Promise<CamFilterOptions> {
  const cache = camListCache();
  const key = `${CAM_CACHE_KEYS.filterOptions}:${slug}`;
  const known = cache.get<CamFilterOptions>(key);
  if (known) return known;
  const options = await services.cams.filterOptions(slug);
  if (options.categories.length || options.groups.length) cache.set(key, options);
  return options;
}

/**
 * The route's SEO text and ad banner; in the browser kept for the tab (1 hour), so a filter or page change of the list
 * neither asks again nor swaps the banner the visitor sees.
 */
async function loadPageExtras(
  services: Services,
  routeName: string,
  path: string,
): Promise<{ seoText: SeoTextData | null; adBanner: AdBanner | null }> {
  const cache = camListCache();
  const key = `pageExtras:${routeName}`;
  const known = cache.get<{ seoText: SeoTextData | null; adBanner: AdBanner | null }>(key);
  if (known) return known;
  const [seoText, adBanner] = await Promise.all([
    services.content.page(staticPageSlug(routeName, path, services.config.vrCamListSlug)).then(
      // The list's route is the spec's vr-cam-girls whatever slug the sibling gives it.
      (page) => seoTextOn(routeName === 'vr-cam-tag' ? routeName : 'vr-cam-girls', page?.seoParams),
      () => null,
    ),
    loadAdBanner(services, routeName),
  ]);
  cache.set(key, { seoText, adBanner });
  return { seoText, adBanner };
}

export interface CamListRouteData {
  /** The route's name (vr-cam-girls, vr-cam-boys, vr-cam-tag). */
  routeName: string;
  /** The list's path without query ('/vr-cam-girls/', '/vr-cam-tag/{slug}/'). */
  path: string;
  /** The configured list slug (rooms link to /{slug}/{nickname}/). */
  listSlug: string;
  /** A tag page's tag (its code is always in the filter), null on the list. */
  tag: RoomTag | null;
  filter: CamListFilter;
  page: number;
  rooms: CamRoom[];
  total: number;
  options: CamFilterOptions;
  seoText: SeoTextData | null;
  adBanner: AdBanner | null;
  crumbs: { label: string; href?: string }[];
}

/** The data of a list page; 'past-end' when the page is after the last one (the route answers the 404 screen). */
export async function loadCamListData(
  services: Services,
  route: { routeName: string; path: string; tag: RoomTag | null },
  search: CamListSearch,
): Promise<CamListRouteData | 'past-end'> {
  const { config } = services;
  const asked = filterOfSearch(search);
  const filter: CamListFilter = route.tag ? { ...asked, tags: [route.tag.code] } : asked;
  const [result, options, { seoText, adBanner }] = await Promise.all([
    loadCamPage(services, filter, search.page),
    loadCamFilterOptions(services, config.vrCamListSlug),
    loadPageExtras(services, route.routeName, route.path),
  ]);
  const rooms = result?.rooms ?? [];
  const total = result?.total ?? 0;
  if (result && search.page > 1 && search.page > camPageCount(total)) return 'past-end';
  const section = { label: config.camSectionLabel, href: `/${config.vrCamListSlug}/` };
  const crumbs = route.tag
    ? [{ label: 'Home', href: '/' }, section, { label: `${route.tag.groupName} Live VR Porn` }]
    : [{ label: 'Home', href: '/' }, { label: config.camSectionLabel }];
  return { ...route, listSlug: config.vrCamListSlug, filter, page: search.page, rooms, total, options, seoText, adBanner, crumbs };
}
