/**
 * The legal and static pages (spec 000 §2.2): one route each, loaded from GET {content}/pages/{slug};
 * a page the content API does not have goes to /404/ with its slug.
 */
import { createRoute } from '@tanstack/react-router';
import { LEGAL_PAGES } from '../../../domain/constants.ts';
import type { StaticPage } from '../../../contracts/content-api.ts';
import { type HeadSite, detailHead } from '../head.ts';
import { loadAdBanner } from '../ad-banner.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import type { Services } from '../services.ts';
import { toNotFoundPage } from './not-found.tsx';
import { rootRoute } from './root.tsx';

/** The head of a generic page at `path` (here, and at /{slug}/: promo-pages.tsx). */
export const staticPageHead = (site: HeadSite, path: string, page: StaticPage | undefined) =>
  detailHead(site, { path, seo: page?.seoParams, title: `${page?.title ?? 'Page'} - ${site.siteName}` });

/** The FAQ page lists the FAQs: app/router/routes/info-pages.tsx. */
const STATIC_PAGE_SLUGS = [...LEGAL_PAGES, 'contact'] as const;

export const staticPageRoutes = STATIC_PAGE_SLUGS.map((slug) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}/`,
    loader: async ({ context: { services } }: { context: { services: Services } }) => {
      // Of these pages only the contact page shows a banner (spec 000 §2.3); the others ask for none.
      const [page, adBanner] = await Promise.all([services.content.page(slug), loadAdBanner(services, slug)]);
      if (!page) throw toNotFoundPage(slug);
      return { page, adBanner };
    },
    head: ({ loaderData, match }) => staticPageHead(match.context.services.config, `/${slug}/`, loaderData?.page),
    component: lazyScreen(
      () => import('../../../views/containers/StaticPageScreen.tsx'),
      'StaticPageScreen',
      'views/containers/StaticPageScreen.tsx',
    ),
  }),
);
