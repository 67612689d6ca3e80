/**
 * The machine atlas's loaders and heads (atlas.tsx; loaded with the route, app/router/route-code.ts). The loaders run
 * on the server only: the access check with the request's own user, then the page data from a dynamic import of
 * app/atlas/pages.ts; in the browser a navigation to an atlas page loads the document instead, and the client build
 * drops the import with the server-only branch.
 */
import { redirect } from '@tanstack/react-router';
import { ATLAS_REFUSED_STATUS, canOpenAtlas } from '../../../domain/atlas-access.ts';
import type { RootData } from '../root-data.ts';
import type { HeadContext, LoaderContext, LoaderData } from '../route-code.ts';
import { pageNotFound } from './not-found.data.ts';
import { listNotFoundHead } from '../head.ts';
import { refusalOf, refusePage } from '../refusal.ts';

/** A refused visit of the atlas: the route's answer, the 'Access denied' screen (app/router/refusal.ts). */
const atlasRefused = () => refusePage({ status: ATLAS_REFUSED_STATUS, message: 'The machine atlas is for administrators' });

type AtlasLoaderContext = LoaderContext & { parentMatchPromise: Promise<{ loaderData?: RootData }> };
type Pages = typeof import('../../atlas/pages.ts');

/**
 * The page's data, made on the server: throws {@link atlasRefused} unless the visitor may open the atlas (the
 * request's user from the root data, the site's mode), else loads the atlas's page module. In the browser (a client
 * navigation, a preload on hover) the document is loaded from the server instead.
 */
async function onServer<T>(
  { context: { services }, parentMatchPromise }: AtlasLoaderContext,
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

const atlasHead = (title: string, siteName: string, match: { status: string; error?: unknown }) => ({
  meta: [
    { title: refusalOf(match) ? `Access denied - ${siteName}` : `${title} - Machine atlas - ${siteName}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});

export const atlasIndexLoader = (ctx: AtlasLoaderContext) =>
  onServer(
    ctx,
    (pages) => pages.atlasIndexData(),
    () => redirect({ to: '/_atlas/', reloadDocument: true }),
  );

export const atlasIndexHead = ({ match }: HeadContext<unknown>) => atlasHead('Machines', match.context.services.config.siteName, match);

export const atlasMachineLoader = (ctx: AtlasLoaderContext & { params: { id: string } }) =>
  onServer(
    ctx,
    async (pages) => {
      const data = await pages.atlasMachineData(ctx.params.id);
      if (!data) throw await pageNotFound(ctx.context.services);
      return data;
    },
    () => redirect({ to: '/_atlas/$id/', params: { id: ctx.params.id }, reloadDocument: true }),
  );

export const atlasMachineHead = ({
  loaderData,
  match,
}: HeadContext<LoaderData<typeof atlasMachineLoader>> & { match: { params: { id: string } } }) => {
  const { siteName } = match.context.services.config;
  return listNotFoundHead(match, siteName) ?? atlasHead(loaderData?.summary.title ?? match.params.id, siteName, match);
};
