/**
 * The home page's head (catalogue.tsx; loaded with the route, app/router/route-code.ts): its title, description and
 * the site's structured data, and the preload of its builder cards' document. A module of its own: the other catalogue
 * pages' first load does without it.
 */
import { detailHead } from '../head.ts';
import { webSiteJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderData } from '../route-code.ts';
import type { homeLoader } from './catalogue.data.ts';

export const homeHead = ({ loaderData, match }: HeadContext<LoaderData<typeof homeLoader>>) => {
  const { config } = match.context.services;
  const head = detailHead(config, {
    path: '/',
    seo: loaderData?.cards.seo,
    title: `${config.siteName} - ${config.acronym} Porn Videos`,
    structured: [webSiteJsonLd(config.siteName, config.siteUrl)],
  });
  // The builder cards' document (sealed-doc.ts), fetched while the app's code loads: the hydration needs it.
  const doc = loaderData?.homeDoc;
  return doc ? { ...head, links: [...head.links, { rel: 'preload', href: doc, as: 'fetch', crossOrigin: 'anonymous' as const }] } : head;
};
