/**
 * The 404 screen with its three suggestion lists (spec 000 §2.4 'Error screens'): /404/ (target of any API
 * 404, keeping the slug that was not found), every unmatched path, and a list page past its last page (rendered
 * in place). Its data and heads are in not-found.data.ts.
 */
import { createRoute } from '@tanstack/react-router';
import { type NotFoundLists, NotFoundScreen } from '../../../views/containers/ErrorScreens.tsx';
import { routeCode } from '../route-code.ts';
import { NotFoundSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./not-found.data.ts'), 'app/router/routes/not-found.data.ts');

/** What a list route adds to render a page past its last one (not-found.data.ts pageNotFound) as the 404 screen. */
export const listNotFound = {
  notFoundComponent: ({ data }: { data?: unknown }) => <NotFoundScreen data={data as NotFoundLists} />,
};

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404/',
  validateSearch: NotFoundSearch,
  loader: code('notFoundLoader'),
  head: code('notFoundPageHead'),
  component: () => <NotFoundScreen data={notFoundRoute.useLoaderData()} />,
});

export const splatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: code('notFoundLoader'),
  head: code('splatHead'),
  component: () => <NotFoundScreen data={splatRoute.useLoaderData()} />,
});

/** Whether a matched route's render answers HTTP 404 (ids exist once the route tree is built). */
export const isNotFoundRoute = (routeId: string): boolean => routeId === notFoundRoute.id || routeId === splatRoute.id;
