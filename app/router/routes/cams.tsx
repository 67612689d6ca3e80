/**
 * The cam room list routes (spec 002 §2.1, §2.2): the list at /{vrCamListSlug}/ (a static route for each slug a preset
 * may configure, so it outranks the page constructor's /{slug}/), and a tag page at /vr-cam-tag/{slug}/ (the same
 * screen filtered by that tag, crumb '{group} Live VR Porn'). Both answer the 404 screen unless the cam area is on
 * (and, for the list, the slug is this site's). The first page is server-rendered with its head, SEO text and ad banner
 * (place 'vr-cam-girls'); the filter and page live in the address (?category=&tags=&status=&page=). The verified-member
 * gate (app/router/gate.ts) sends a viewer outside the verified view to /join-now/ before any of this loads.
 */
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import type { RoomTag } from '../../../contracts/cam-provider.ts';
import { type CamListSearch, camListServed, camPageCount, parseCamListSearch } from '../../../domain/cam-list.ts';
import { type CamListSlug, camListPath, camTagPath } from '../../../domain/cam-routes.ts';
import type { CamListRouteData } from '../cam-list-data.ts';
import { listHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import { camListRouteComponent } from '../screens/cam-list.tsx';
import type { Services } from '../services.ts';
import { listNotFound, pageNotFound, toNotFoundPage } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const camSearch = {
  validateSearch: parseCamListSearch,
  search: { middlewares: [stripSearchParams<CamListSearch>({ page: 1 })] },
  loaderDeps: ({ search }: { search: CamListSearch }) => search,
  notFoundComponent: listNotFound.notFoundComponent,
};

async function listData(services: Services, route: { routeName: string; path: string; tag: RoomTag | null }, search: CamListSearch) {
  const { loadCamListData } = await import('../cam-list-data.ts');
  const data = await loadCamListData(services, route, search);
  if (data === 'past-end') throw await pageNotFound(services);
  return data;
}

type HeadArgs = { loaderData?: CamListRouteData; match: { status: string; pathname: string; context: { services: Services } } };

function camListHead({ loaderData, match }: HeadArgs) {
  const { config } = match.context.services;
  const tag = loaderData?.tag ?? null;
  const heading = tag ? `${tag.name} ${config.camSectionLabel}` : `Live ${config.camSectionLabel}`;
  return (
    listNotFound.head(match, config.siteName) ??
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

const camListRoute = <S extends CamListSlug>(slug: S) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}/` as `/${S}/`,
    ...camSearch,
    loader: async ({ context: { services }, deps }) => {
      if (!camListServed(services.config, slug)) throw await pageNotFound(services);
      return listData(services, { routeName: slug, path: camListPath(slug), tag: null }, deps);
    },
    head: camListHead,
    component: camListRouteComponent,
  });

export const camTagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vr-cam-tag/$slug/',
  ...camSearch,
  loader: async ({ context: { services }, params, deps }) => {
    if (!camListServed(services.config)) throw await pageNotFound(services);
    const tag = await services.cams.roomTag(params.slug);
    if (!tag) throw toNotFoundPage(params.slug);
    return listData(services, { routeName: 'vr-cam-tag', path: camTagPath(tag.slug), tag }, deps);
  },
  head: camListHead,
  component: camListRouteComponent,
});

/** A list route for every slug a preset may configure (CAM_LIST_SLUGS). */
export const camListRoutes = [camListRoute('vr-cam-girls'), camListRoute('vr-cam-boys'), camTagRoute] as const;
