/**
 * The machine atlas (issue #8): `/_atlas/`, every machine of the registry (app/atlas/registry.ts) grouped by area
 * with its path coverage, and `/_atlas/{id}/`, one machine's statechart drawn, listed and downloadable as JSON.
 * A staff page (machines/rules/atlas-access.ts): administrators, or anybody on an embedded site in development
 * mode; a refused visitor gets the 'Access denied' screen with HTTP 401 (the server entry answers a page error's
 * 401 with that status). Never indexed.
 *
 * The page data comes from a dynamic import (app/atlas/pages.ts), after the access check: no other route's chunk
 * holds the registry, the layout code or elkjs. The drawing is laid out where the loader runs — on the server for
 * a page's first load (once per machine and process), in the browser only on a client navigation to a machine's
 * page, which then fetches elkjs's chunk.
 */
import { createRoute } from '@tanstack/react-router';
import { ATLAS_REFUSED_STATUS, canOpenAtlas } from '../../../machines/rules/atlas-access.ts';
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

/** Throws {@link atlasRefused} unless the visitor may open the atlas (the root data's user, the site's mode). */
async function admit({ context: { services }, parentMatchPromise }: LoaderContext): Promise<void> {
  const root = (await parentMatchPromise).loaderData;
  if (!canOpenAtlas(root?.user?.roles, services.config)) throw atlasRefused();
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
  loader: async (ctx) => {
    await admit(ctx);
    return (await import('../../atlas/pages.ts')).atlasIndexData();
  },
  head: ({ match }) => atlasHead('Machines', match.context.services.config.siteName, match.status),
  component: lazyScreen(() => import('../../../views/containers/AtlasScreens.tsx'), 'AtlasIndexScreen', 'views/containers/AtlasScreens.tsx'),
});

export const atlasMachineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/_atlas/$id/',
  loader: async (ctx) => {
    await admit(ctx);
    const data = await (await import('../../atlas/pages.ts')).atlasMachineData(ctx.params.id);
    if (!data) throw await pageNotFound(ctx.context.services);
    return data;
  },
  notFoundComponent: listNotFound.notFoundComponent,
  head: ({ loaderData, match }) => {
    const { siteName } = match.context.services.config;
    return listNotFound.head(match, siteName) ?? atlasHead(loaderData?.summary.title ?? match.params.id, siteName, match.status);
  },
  component: lazyScreen(() => import('../../../views/containers/AtlasScreens.tsx'), 'AtlasMachineScreen', 'views/containers/AtlasScreens.tsx'),
});
