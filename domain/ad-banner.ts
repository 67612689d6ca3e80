/**
 * Ad banners (spec 000 §2.3 'Ad banner', 002 §2.1): which routes show one and which place each asks for (its route
 * name; every cam route asks for 'vr-cam-girls'), the weighted pick among a place's items, and whether the picked
 * banner appears at a position of the page.
 */

/** The route names that show an ad banner, each asking for its own place. */
export const AD_BANNER_ROUTES = [
  'index',
  'app',
  'deals',
  'models',
  'models-slug',
  'videos',
  'contact',
  'faq',
  'help',
  'categories',
  'categories-slug',
  'blog',
  'blog-slug',
  'try-ar',
] as const;

/** The cam routes: all ask for the one place of the cam area. */
export const CAM_BANNER_ROUTES = ['vr-cam-girls', 'vr-cam-boys', 'vr-cam-tag', 'vr-cam-broadcast'] as const;
export const CAM_BANNER_PLACE = 'vr-cam-girls';

export type AdPlace = (typeof AD_BANNER_ROUTES)[number] | typeof CAM_BANNER_PLACE;
export type BannerPosition = 'middle' | 'bottom';

/** The place a route's banner is fetched by, or null when the route shows none. */
export function adPlaceOf(routeName: string): AdPlace | null {
  if ((CAM_BANNER_ROUTES as readonly string[]).includes(routeName)) return CAM_BANNER_PLACE;
  return (AD_BANNER_ROUTES as readonly string[]).includes(routeName) ? (routeName as AdPlace) : null;
}

/**
 * One item picked at random weighted by weight: `random` in [0, 1) falls in an item's share of the total weight.
 * Items without a positive finite weight are never picked; none left, no banner.
 */
export function pickWeighted<T extends { weight: number }>(items: readonly T[], random: number): T | null {
  const weighted = items.filter((item) => Number.isFinite(item.weight) && item.weight > 0);
  const total = weighted.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0) return null;
  let point = Math.min(Math.max(random, 0), 1 - Number.EPSILON) * total;
  for (const item of weighted) {
    if (point < item.weight) return item;
    point -= item.weight;
  }
  return weighted[weighted.length - 1] ?? null;
}

/** The banner to show at `position`: the picked one when it is placed there. */
export const bannerAt = <B extends Record<BannerPosition, boolean>>(banner: B | null, position: BannerPosition): B | null =>
  banner?.[position] ? banner : null;

/**
 * The banner to show at a spot that stands for several positions (a page with one main section, where middle and
 * bottom are the same place): the picked one when it is placed at any of them, shown once.
 */
export const bannerAtAny = <B extends Record<BannerPosition, boolean>>(banner: B | null, positions: readonly BannerPosition[]): B | null =>
  positions.some((position) => bannerAt(banner, position) !== null) ? banner : null;
