/**
 * The cam room list routes' loaders and head (cams.tsx; loaded with the route, app/router/route-code.ts): the list at
 * /{vrCamListSlug}/ and a tag page at /vr-cam-tag/{slug}/, both the 404 screen unless the cam area is on (and, for the
 * list, the slug is this site's); the first page with its head, SEO text and ad banner (place 'vr-cam-girls').
 */
import type { RoomTag } from '../../../contracts/cam-provider.ts';
import { type CamListSearch, camListServed, camPageCount } from '../../../domain/cam-list.ts';
import { type CamListSlug, camListPath, camTagPath } from '../../../domain/cam-routes.ts';
import type { CamListRouteData } from '../cam-list-data.ts';
import { listHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';
import type { Services } from '../services.ts';
import { pageNotFound, toNotFoundPage } from './not-found.data.ts';
import { listNotFoundHead } from './not-found.head.ts';

async function listData(services: Services, route: { routeName: string; path: string; tag: RoomTag | null }, search: CamListSearch) {
  // The rooms' statuses move every few seconds: no shared cache keeps the page longer than the list's refresh step.
  services.livePage();
  const { loadCamListData } = await import('../cam-list-data.ts');
  const data = await loadCamListData(services, route, search);
  if (data === 'past-end') throw await pageNotFound(services);
  return data;
}

export function camListHead({ loaderData, match }: HeadContext<CamListRouteData>) {
  const { config } = match.context.services;
  const tag = loaderData?.tag ?? null;
  const heading = tag ? `${tag.name} ${config.camSectionLabel}` : `Live ${config.camSectionLabel}`;
  return (
    listNotFoundHead(match, config.siteName) ??
    listHead(config, {
      path: loaderData?.path ?? match.pathname,
      page: loaderData?.page,
      pages: loaderData ? camPageCount(loaderData.total) : undefined,
      title: `${heading} - ${config.siteName}`,
      description: tag
        ? `${tag.groupName} Live VR Porn: ${tag.name} cam rooms streaming live in 2D and 3D VR on ${config.siteName}.`
        : `${config.camSectionLabel} live on ${config.siteName}: cam rooms streaming in 2D and 3D VR, with private shows, tips and chat.`,
      structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
    })
  );
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
