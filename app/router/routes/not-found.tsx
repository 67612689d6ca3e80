/**
 * The 404 screen with its three suggestion lists (spec 000 §2.4 'Error screens'): /404/ (target of any API
 * 404, keeping the slug that was not found), every unmatched path, and a list page past its last page (rendered
 * in place). On load it fetches the home page builder, the categories, and the latest videos without custom
 * items in the bonus-video category key.
 */
import { isCustomCategory } from '../../../contracts/guards.ts';
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { BONUS_VIDEO_CATEGORY_KEY, NOT_FOUND_CATEGORIES, NOT_FOUND_MODELS, NOT_FOUND_VIDEOS } from '../../../domain/constants.ts';
import { type NotFoundLists, NotFoundScreen } from '../../../views/containers/ErrorScreens.tsx';
import { cardCategory, cardModel, cardVideos, gridCardVideo } from '../card-data.ts';
import { NotFoundSearch } from '../search.ts';
import type { Services } from '../services.ts';
import { rootRoute } from './root.tsx';

async function notFoundLists(services: Services): Promise<NotFoundLists> {
  const [home, categories, latest] = await Promise.all([
    services.content.homePageBuilder(),
    services.content.categories(),
    services.content.videos({ show_custom_video: 0, sort: 'latest', category: BONUS_VIDEO_CATEGORY_KEY, limit: NOT_FOUND_VIDEOS }),
  ]);
  // Only what the three suggestion lists show travels to the page.
  const top = home.topVideos.slice(0, NOT_FOUND_VIDEOS).map(gridCardVideo);
  return {
    videos: top.length > 0 ? top : cardVideos(latest.items, gridCardVideo),
    categories: categories
      .filter((c) => !isCustomCategory(c))
      .slice(0, NOT_FOUND_CATEGORIES)
      .map(cardCategory),
    models: home.topModels.slice(0, NOT_FOUND_MODELS).map(cardModel),
  };
}

const notFoundLoader = ({ context: { services } }: { context: { services: Services } }) => notFoundLists(services);

const notFoundHead = (slug: string, siteName: string) => ({
  meta: [{ title: `Nothing found for ${slug} - ${siteName}` }, { name: 'robots', content: 'noindex, follow' }],
});

/** An API 404 goes to /404/ (spec 000 §8), which names the slug that was not found in its title. */
export const toNotFoundPage = (slug: string) => redirect({ to: '/404/', search: { slug } });

/** A list page past its last page: the 404 screen in place, answering HTTP 404 (spec 000 §2.1). */
export const pageNotFound = async (services: Services) => notFound({ data: await notFoundLists(services) });

/** What a list route adds to render {@link pageNotFound} with its head. */
export const listNotFound = {
  notFoundComponent: ({ data }: { data?: unknown }) => <NotFoundScreen data={data as NotFoundLists} />,
  /** The 404 head when the match rendered the 404 screen, else null. */
  head: (match: { status: string; pathname: string }, siteName: string) =>
    match.status === 'notFound' ? notFoundHead(match.pathname.replace(/^\/+|\/+$/g, ''), siteName) : null,
};

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404/',
  validateSearch: NotFoundSearch,
  loader: notFoundLoader,
  head: ({ match }) => notFoundHead(match.search.slug ?? '404', match.context.services.config.siteName),
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
