/**
 * The machine atlas: `/_atlas/`, every machine of the registry (app/atlas/registry.ts) grouped by area
 * with its path coverage, and `/_atlas/{id}/`, one machine's statechart drawn, listed and downloadable as JSON.
 * A staff page (domain/atlas-access.ts): administrators, or anybody on an embedded site in development
 * mode; a refused visitor gets the 'Access denied' screen with HTTP 401 (app/router/refusal.ts). Never indexed.
 * Personal pages: the answer depends on the visitor's roles, so no shared cache keeps it, and the user call it decides by
 * has the personal deadline (on a busy upstream the public 700 ms cut an administrator's user call: 401).
 *
 * The pages are made on the server only: the loaders run there (the access check with the request's own user, then
 * the page data from a dynamic import of app/atlas/pages.ts, the drawing laid out once per machine and process), and
 * in the browser a navigation to an atlas page loads the document instead. So the browser's bundle holds neither
 * the registry, the layout code nor elkjs (1.6 MB): the client build drops the import with the server-only branch,
 * and no other route's chunks change. Loaders and heads are in atlas.data.ts, loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { listNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./atlas.data.ts'), 'app/router/routes/atlas.data.ts');

export const atlasIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/_atlas/',
  staticData: { personal: true },
  loader: code('atlasIndexLoader'),
  head: code('atlasIndexHead'),
  component: lazyScreen(() => import('../../../views/containers/AtlasScreens.tsx'), 'AtlasIndexScreen', 'views/containers/AtlasScreens.tsx'),
});

export const atlasMachineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/_atlas/$id/',
  staticData: { personal: true },
  loader: code('atlasMachineLoader'),
  notFoundComponent: listNotFound.notFoundComponent,
  head: code('atlasMachineHead'),
  component: lazyScreen(() => import('../../../app/router/screens/atlas.tsx'), 'AtlasMachineRoute', 'app/router/screens/atlas.tsx'),
});
