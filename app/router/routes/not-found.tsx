/**
 * The 404 screen with its three suggestion lists (spec 000 §2.4 'Error screens'): /404/ (target of any API
 * 404, keeping the slug that was not found), every unmatched path, and a list page past its last page (rendered
 * in place). Its data is in not-found.data.ts, its heads in not-found.head.ts.
 */
import { createRoute } from '@tanstack/react-router';
import type { NotFoundLists } from '../../../views/containers/NotFoundScreen.tsx';
import { lazyComponent, lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { NotFoundSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./not-found.data.ts'), 'app/router/routes/not-found.data.ts');
const head = routeCode(() => import('./not-found.head.ts'), 'app/router/routes/not-found.head.ts');

/**
 * The 404 screen with its lists is a chunk of its own (its card grids are not every page's): the routes below load it
 * as their screen, a list route when it renders a page past its last one (the router loads a route's
 * notFoundComponent before it renders or hydrates that outcome, calling its `preload`).
 */
const ListNotFound = lazyComponent(() => import('../../../views/containers/NotFoundScreen.tsx'), 'NotFoundScreen');

/** What a list route adds to render a page past its last one (not-found.data.ts pageNotFound) as the 404 screen. */
export const listNotFound = {
  notFoundComponent: Object.assign(({ data }: { data?: unknown }) => <ListNotFound data={data as NotFoundLists} />, {
    preload: ListNotFound.preload,
  }),
};

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404/',
  validateSearch: NotFoundSearch,
  loader: code('notFoundLoader'),
  head: head('notFoundPageHead'),
  component: lazyScreen(() => import('../../../views/containers/NotFoundScreen.tsx'), 'NotFoundScreen', 'views/containers/NotFoundScreen.tsx'),
});

export const splatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: code('notFoundLoader'),
  head: head('splatHead'),
  component: lazyScreen(() => import('../../../views/containers/NotFoundScreen.tsx'), 'NotFoundScreen', 'views/containers/NotFoundScreen.tsx'),
});

/** Whether a matched route's render answers HTTP 404 (ids exist once the route tree is built). */
export const isNotFoundRoute = (routeId: string): boolean => routeId === notFoundRoute.id || routeId === splatRoute.id;
