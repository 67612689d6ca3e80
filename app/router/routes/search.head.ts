/**
 * The search results page's head (search.tsx; loaded with the route, app/router/route-code.ts). Its loader is
 * search.data.ts: a page's hydration needs its head, not its loader.
 */
import { searchHref } from '../../../domain/search.ts';
import { detailHead } from '../head.ts';
import type { HeadContext, LoaderData } from '../route-code.ts';
import type { searchLoader } from './search.data.ts';

export const searchHead = ({ loaderData, match }: HeadContext<LoaderData<typeof searchLoader>>) => {
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
};
