/**
 * The ad banner of a route's page (spec 000 §2.3 'Ad banner'): fetched by the route's place (domain/ad-banner.ts
 * adPlaceOf) in parallel with the route's other calls, and ONE item picked by weight in the loader, so the pick
 * travels in the dehydrated loader data and the hydrated page shows the banner the server rendered. A failing
 * call is no banner (the adapter answers []); a route that shows none asks nothing.
 */
import type { AdBanner } from '../../contracts/ad-banner.ts';
import { adPlaceOf, pickWeighted } from '../../domain/ad-banner.ts';
import type { Services } from './services.ts';

/** The banner picked for the page of `routeName`, or null (none for this route, none seeded, or a failed call). */
export async function loadAdBanner(
  services: { content: Pick<Services['content'], 'adBanners'> },
  routeName: string,
  random: () => number = Math.random,
): Promise<AdBanner | null> {
  const place = adPlaceOf(routeName);
  if (!place) return null;
  try {
    return pickWeighted(await services.content.adBanners(place), random());
  } catch {
    // The adapter answers [] on any upstream failure; whatever else goes wrong, an ad never breaks the page.
    return null;
  }
}
