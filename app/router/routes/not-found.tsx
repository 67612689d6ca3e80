/**
 * The 404 screen with its three suggestion lists (spec 000 §2.4 'Error screens'): /404/ (target of any API
 * 404, keeping the slug that was not found), every unmatched path, and a list page past its last page (rendered
 * in place). Its data is in not-found.data.ts, its heads in not-found.head.ts.
 */
import { createRoute } from '@tanstack/react-router';
import { AccessDeniedScreen } from '../../../views/containers/ErrorScreens.tsx';
import type { NotFoundLists } from '../../../views/containers/NotFoundScreen.tsx';
import { lazyComponent, lazyScreen } from '../lazy-screen.tsx';
import { isGuardRefusal } from '../refusal.ts';
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

/**
 * A route's not-found outcome: a refused page's 'Access denied' (app/router/refusal.ts), else the 404 screen with its
 * lists (not-found.data.ts pageNotFound). The router's default for routes without their own.
 */
export function RouteAnswer({ data }: { data?: unknown }) {
  return isGuardRefusal(data) ? <AccessDeniedScreen message={data.message} /> : <ListNotFound data={data as NotFoundLists} />;
}

/** What a list route adds to render a page past its last one as the 404 screen: its code comes before it renders or hydrates. */
export const listNotFound = {
  notFoundComponent: Object.assign(RouteAnswer, { preload: ListNotFound.preload }),
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
