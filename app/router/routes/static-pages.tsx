/**
 * The legal and static pages (spec 000 §2.2): one route each, loaded from GET {content}/pages/{slug};
 * a page the content API does not have goes to /404/ with its slug. The loader and head are in static-pages.data.ts,
 * loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { LEGAL_PAGES } from '../../../domain/constants.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { forPage, routeCode } from '../route-code.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./static-pages.data.ts'), 'app/router/routes/static-pages.data.ts');
const head = routeCode(() => import('./static-pages.head.ts'), 'app/router/routes/static-pages.head.ts');
const pageLoader = code('staticPageLoader');
const pageHead = head('staticPageRouteHead');

/** The FAQ page lists the FAQs: app/router/routes/info-pages.tsx. */
const STATIC_PAGE_SLUGS = [...LEGAL_PAGES, 'contact'] as const;

export const staticPageRoutes = STATIC_PAGE_SLUGS.map((slug) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}/`,
    loader: forPage(pageLoader, { slug }),
    head: forPage(pageHead, { slug }),
    component: lazyScreen(
      () => import('../../../views/containers/StaticPageScreen.tsx'),
      'StaticPageScreen',
      'views/containers/StaticPageScreen.tsx',
    ),
  }),
);
