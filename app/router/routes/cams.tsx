/**
 * The cam room list routes (spec 002 §2.1, §2.2): the list at /{vrCamListSlug}/ (a static route for each slug a preset
 * may configure, so it outranks the page constructor's /{slug}/), and a tag page at /vr-cam-tag/{slug}/ (the same
 * screen filtered by that tag, crumb '{group} Live VR Porn'). Both answer the 404 screen unless the cam area is on
 * (and, for the list, the slug is this site's). The first page is server-rendered with its head, SEO text and ad banner
 * (place 'vr-cam-girls'); the filter and page live in the address (?category=&tags=&status=&page=). The verified-member
 * gate (app/router/gate.ts) sends a viewer outside the verified view to /join-now/ before any of this loads.
 * Loaders and the head are in cams.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { type CamListSearch, parseCamListSearch } from '../../../domain/cam-list-search.ts';
import type { CamListSlug } from '../../../domain/cam-routes.ts';
import { forPage, routeCode } from '../route-code.ts';
import { listNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./cams.data.ts'), 'app/router/routes/cams.data.ts');
const head = routeCode(() => import('./cams.head.ts'), 'app/router/routes/cams.head.ts');
const listLoader = code('camListLoader');

const camSearch = {
  validateSearch: parseCamListSearch,
  search: { middlewares: [stripSearchParams<CamListSearch>({ page: 1 })] },
  loaderDeps: ({ search }: { search: CamListSearch }) => search,
  notFoundComponent: listNotFound.notFoundComponent,
};

const camListRoute = <S extends CamListSlug>(slug: S) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}/` as `/${S}/`,
    ...camSearch,
    loader: forPage(listLoader, { slug }),
    head: head('camListHead'),
    component: lazyRoute(() => import('../screens/cam-list.tsx'), 'camListRouteComponent', [
      'app/router/screens/cam-list.tsx',
      'views/cams/CamListScreen.tsx',
    ]),
  });

export const camTagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vr-cam-tag/$slug/',
  ...camSearch,
  loader: code('camTagLoader'),
  head: head('camListHead'),
  component: lazyRoute(() => import('../screens/cam-list.tsx'), 'camListRouteComponent', [
    'app/router/screens/cam-list.tsx',
    'views/cams/CamListScreen.tsx',
  ]),
});

/** A list route for every slug a preset may configure (CAM_LIST_SLUGS). */
export const camListRoutes = [camListRoute('vr-cam-girls'), camListRoute('vr-cam-boys'), camTagRoute] as const;
