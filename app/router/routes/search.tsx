/**
 * The search results page (spec 000 §2.3 'Search'): /search/?s={query}, server-rendered with its head (not indexed:
 * a results page is no content of its own). Pages, blog posts, models and videos of GET {content}/search/{query}, or
 * the curated set of a custom-results term; a query under 2 characters is not searched.
 */
import { createRoute } from '@tanstack/react-router';
import { canSubmit, searchHref, trimQuery } from '../../../domain/search.ts';
import { cardModel, gridCardVideo } from '../card-data.ts';
import { detailHead } from '../head.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { SiteSearchSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/',
  validateSearch: SiteSearchSearch,
  loaderDeps: ({ search }) => ({ s: search.s ?? '' }),
  loader: async ({ context: { services }, deps }) => {
    const query = trimQuery(deps.s);
    if (!canSubmit(query)) return { query, results: null };
    const { pages, blogPosts, models, videos, special } = await services.content.search(query);
    return {
      query,
      results: {
        pages,
        blogPosts,
        models: models.map(cardModel),
        videos: videos.map(gridCardVideo),
        special: special ? { note: special.note, category: special.category, videos: special.videos.map(gridCardVideo) } : null,
      },
    };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    const query = loaderData?.query ?? '';
    return detailHead(config, {
      path: query ? searchHref(query) : '/search/',
      title: query ? `Search results for "${query}" - ${config.siteName}` : `Search - ${config.siteName}`,
      description: query
        ? `Pages, blog posts, models and videos on ${config.siteName} matching "${query}".`
        : `Search pages, blog posts, models and videos on ${config.siteName}.`,
      robots: 'noindex, follow',
    });
  },
  component: lazyScreen(() => import('../../../views/containers/SearchScreen.tsx'), 'SearchScreen', 'views/containers/SearchScreen.tsx'),
});
