/**
 * The 404 screen with its three suggestion lists (spec 000 §2.4 'Error screens'): /404/ (target of any
 * API 404) and every unmatched path. On load it fetches the home page builder, the categories, and the
 * latest videos without custom items.
 */
import { createRoute } from '@tanstack/react-router';
import { emptyHomePageBuilder } from '../../../contracts/content-api.ts';
import { cardCategory, cardModel, cardVideos } from '../card-data.ts';
import { NotFoundScreen } from '../../../views/containers/ErrorScreens.tsx';
import type { Services } from '../services.ts';
import { rootRoute } from './root.tsx';

export const notFoundLoader = async ({ context: { services } }: { context: { services: Services } }) => {
  const [home, categories, latest] = await Promise.all([
    services.content.homePageBuilder(),
    services.content.categories(),
    services.content.videos({ show_custom_video: 0, sort: 'latest', category: undefined, limit: 6 }),
  ]);
  // Only what the three suggestion lists show travels to the page.
  return {
    home: { ...emptyHomePageBuilder, topVideos: cardVideos(home.topVideos.slice(0, 6)), topModels: home.topModels.slice(0, 6).map(cardModel) },
    categories: categories.map(cardCategory),
    latest: { ...latest, items: cardVideos(latest.items) },
  };
};

const notFoundHead = (slug: string, siteName: string) => ({
  meta: [{ title: `Nothing found for ${slug} - ${siteName}` }, { name: 'robots', content: 'noindex, follow' }],
});

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404/',
  loader: notFoundLoader,
  head: ({ match }) => notFoundHead('404', match.context.services.config.siteName),
  component: () => <NotFoundScreen data={notFoundRoute.useLoaderData()} />,
});

export const splatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: notFoundLoader,
  head: ({ match, params }) => notFoundHead(params._splat?.replace(/\/$/, '') || '404', match.context.services.config.siteName),
  component: () => <NotFoundScreen data={splatRoute.useLoaderData()} />,
});

/** Whether a matched route's render answers HTTP 404 (ids exist once the route tree is built). */
export const isNotFoundRoute = (routeId: string): boolean => routeId === notFoundRoute.id || routeId === splatRoute.id;
