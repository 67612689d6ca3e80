/**
 * The cam room list routes' loaders (its head: cams.head.ts; cams.tsx; loaded with the route, app/router/route-code.ts): the list at
 * /{vrCamListSlug}/ and a tag page at /vr-cam-tag/{slug}/, both the 404 screen unless the cam area is on (and, for the
 * list, the slug is this site's); the first page with its head, SEO text and ad banner (place 'vr-cam-girls').
 */
import type { RoomTag } from '../../../contracts/cam-provider.ts';
import { type CamListSearch, camListServed } from '../../../domain/cam-list.ts';
import { type CamListSlug, camListPath, camTagPath } from '../../../domain/cam-routes.ts';
import type { LoaderContext } from '../route-code.ts';
import type { Services } from '../services.ts';
import { pageNotFound, toNotFoundPage } from './not-found.data.ts';

async function listData(services: Services, route: { routeName: string; path: string; tag: RoomTag | null }, search: CamListSearch) {
  // The rooms' statuses move every few seconds: no shared cache keeps the page longer than the list's refresh step.
  services.livePage();
  const { loadCamListData } = await import('../cam-list-data.ts');
  const data = await loadCamListData(services, route, search);
  if (data === 'past-end') throw await pageNotFound(services);
  return data;
}

/** The list's slug: each slug's route gives its own (cams.tsx). */
type ListSlug = { slug: CamListSlug };

/** The list at /{slug}/. */
export const camListLoader = async ({ context: { services }, deps, slug }: LoaderContext & ListSlug & { deps: CamListSearch }) => {
  if (!camListServed(services.config, slug)) throw await pageNotFound(services);
  return listData(services, { routeName: slug, path: camListPath(slug), tag: null }, deps);
};

export const camTagLoader = async ({ context: { services }, params, deps }: LoaderContext & { params: { slug: string }; deps: CamListSearch }) => {
  if (!camListServed(services.config)) throw await pageNotFound(services);
  const tag = await services.cams.roomTag(params.slug);
  if (!tag) throw toNotFoundPage(params.slug);
  return listData(services, { routeName: 'vr-cam-tag', path: camTagPath(tag.slug), tag }, deps);
};
