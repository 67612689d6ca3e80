/**
 * The machine atlas: `/_atlas/`, every machine of the registry (app/atlas/registry.ts) grouped by area
 * with its path coverage, and `/_atlas/{id}/`, one machine's statechart drawn, listed and downloadable as JSON.
 * A staff page (domain/atlas-access.ts): administrators, or anybody on an embedded site in development
 * mode; a refused visitor gets the 'Access denied' screen with HTTP 401 (the server entry answers a page error's
 * 401 with that status). Never indexed.
 *
 * The pages are made on the server only: the loaders run there (the access check with the request's own user, then
 * the page data from a dynamic import of app/atlas/pages.ts, the drawing laid out once per machine and process), and
 * in the browser a navigation to an atlas page loads the document instead. So the browser's bundle holds neither
 * the registry, the layout code nor elkjs (1.6 MB): the client build drops the import with the server-only branch,
 * and no other route's chunks change.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { ATLAS_REFUSED_STATUS, canOpenAtlas } from '../../../domain/atlas-access.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import type { Services } from '../services.ts';
import { listNotFound, pageNotFound } from './not-found.tsx';
import { type RootData, rootRoute } from './root.tsx';

/**
 * A refused visit of the atlas: the route's error, shown as the 'Access denied' screen. A plain object, not an Error:
 * the router's hydration keeps only an Error's message (its SSR serialiser's ShallowErrorPlugin), so an Error's
 * status would be gone in the browser, which would then draw the 404 screen over the server's 'Access denied'.
 */
export type AtlasRefused = { status: typeof ATLAS_REFUSED_STATUS; message: string };
export const atlasRefused = (): AtlasRefused => ({ status: ATLAS_REFUSED_STATUS, message: 'The machine atlas is for administrators' });

type LoaderContext = { context: { services: Services }; parentMatchPromise: Promise<{ loaderData?: RootData }> };
type Pages = typeof import('../../atlas/pages.ts');

/**
 * The page's data, made on the server: throws {@link atlasRefused} unless the visitor may open the atlas (the
 * request's user from the root data, the site's mode), else loads the atlas's page module. In the browser (a client
 * navigation, a preload on hover) the document is loaded from the server instead.
 */
async function onServer<T>(
  { context: { services }, parentMatchPromise }: LoaderContext,
  page: (pages: Pages) => T | Promise<T>,
  inBrowser: () => Response,
): Promise<T> {
  if (import.meta.env.SSR) {
    const root = (await parentMatchPromise).loaderData;
    if (!canOpenAtlas(root?.user?.roles, services.config)) throw atlasRefused();
    return page(await import('../../atlas/pages.ts'));
  }
  throw inBrowser();
}

const atlasHead = (title: string, siteName: string, status: string) => ({
  meta: [
    { title: status === 'error' ? `Access denied - ${siteName}` : `${title} - Machine atlas - ${siteName}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});

export const atlasIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/_atlas/',
  loader: (ctx) =>
    onServer(
      ctx,
      (pages) => pages.atlasIndexData(),
      () => redirect({ to: '/_atlas/', reloadDocument: true }),
    ),
  head: ({ match }) => atlasHead('Machines', match.context.services.config.siteName, match.status),
  component: lazyScreen(() => import('../../../views/containers/AtlasScreens.tsx'), 'AtlasIndexScreen', 'views/containers/AtlasScreens.tsx'),
});

export const atlasMachineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/_atlas/$id/',
  loader: (ctx) =>
    onServer(
      ctx,
      async (pages) => {
        const data = await pages.atlasMachineData(ctx.params.id);
        if (!data) throw await pageNotFound(ctx.context.services);
        return data;
      },
      () => redirect({ to: '/_atlas/$id/', params: { id: ctx.params.id }, reloadDocument: true }),
    ),
  notFoundComponent: listNotFound.notFoundComponent,
  head: ({ loaderData, match }) => {
    const { siteName } = match.context.services.config;
    return listNotFound.head(match, siteName) ?? atlasHead(loaderData?.summary.title ?? match.params.id, siteName, match.status);
  },
  component: lazyScreen(() => import('../../../app/router/screens/atlas.tsx'), 'AtlasMachineRoute', 'app/router/screens/atlas.tsx'),
});
