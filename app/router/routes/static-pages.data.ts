/**
 * The legal and static pages' loader and head (static-pages.tsx; loaded with the route, app/router/route-code.ts):
 * GET {content}/pages/{slug}, a page the content API does not have going to /404/ with its slug.
 */
import type { StaticPage } from '../../../contracts/content-api.ts';
import { type HeadSite, detailHead } from '../head.ts';
import { loadAdBanner } from '../ad-banner.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';
import { toNotFoundPage } from './not-found.data.ts';

type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The head of a generic page at `path` (here, and at /{slug}/: promo-pages.data.ts). */
export const staticPageHead = (site: HeadSite, path: string, page: StaticPage | undefined) =>
  detailHead(site, { path, seo: page?.seoParams, title: `${page?.title ?? 'Page'} - ${site.siteName}` });

/** The page's slug: every page's route gives its own (static-pages.tsx). */
type PageSlug = { slug: string };

export const staticPageLoader = async ({ context: { services }, slug }: LoaderContext & PageSlug) => {
  // Of these pages only the contact page shows a banner (spec 000 §2.3); the others ask for none.
  const [page, adBanner] = await Promise.all([services.content.page(slug), loadAdBanner(services, slug)]);
  if (!page) throw toNotFoundPage(slug);
  return { page, adBanner };
};

export const staticPageRouteHead = ({ loaderData, match, slug }: HeadContext<Data<typeof staticPageLoader>> & PageSlug) =>
  staticPageHead(match.context.services.config, `/${slug}/`, loaderData?.page);
