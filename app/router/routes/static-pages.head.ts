/**
 * The legal and static pages' heads (static-pages.tsx, and the generic page at /{slug}/: promo-pages.head.ts; loaded with
 * the route, app/router/route-code.ts). Their loader is static-pages.data.ts: a page's hydration needs its head, not its
 * loader.
 */
import type { StaticPage } from '../../../contracts/content-api.ts';
import { type HeadSite, detailHead } from '../head.ts';
import type { HeadContext, LoaderData } from '../route-code.ts';
import type { PageSlug, staticPageLoader } from './static-pages.data.ts';

/** The head of a generic page at `path` (here, and at /{slug}/: promo-pages.data.ts). */
export const staticPageHead = (site: HeadSite, path: string, page: StaticPage | undefined) =>
  detailHead(site, { path, seo: page?.seoParams, title: `${page?.title ?? 'Page'} - ${site.siteName}` });

export const staticPageRouteHead = ({ loaderData, match, slug }: HeadContext<LoaderData<typeof staticPageLoader>> & PageSlug) =>
  staticPageHead(match.context.services.config, `/${slug}/`, loaderData?.page);
