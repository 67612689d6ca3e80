/**
 * The search results page's loader (its head: search.head.ts; search.tsx; loaded with the route, app/router/route-code.ts): pages,
 * blog posts, models and videos of GET {content}/search/{query}, or the curated set of a custom-results term; a query
 * under 2 characters is not searched. Not indexed: a results page is no content of its own.
 */
import { excerpt } from '../../../domain/format.ts';
import { canSubmit, trimQuery } from '../../../domain/search.ts';
import { cardModel, gridCardVideo } from '../card-data.ts';
import type { LoaderContext } from '../route-code.ts';

export const searchLoader = async ({ context: { services }, deps }: LoaderContext & { deps: { s: string } }) => {
  const query = trimQuery(deps.s);
  if (!canSubmit(query)) return { query, results: null };
  const { pages, blogPosts, models, videos, special } = await services.content.search(query);
  return {
    query,
    results: {
      // Excerpts stripped of HTML and cut to 55 characters (§5).
      pages: pages.map((entry) => ({ ...entry, excerpt: excerpt(entry.excerpt) })),
      blogPosts: blogPosts.map((entry) => ({ ...entry, excerpt: excerpt(entry.excerpt) })),
      models: models.map(cardModel),
      videos: videos.map(gridCardVideo),
      special: special ? { note: special.note, category: special.category, videos: special.videos.map(gridCardVideo) } : null,
    },
  };
};
