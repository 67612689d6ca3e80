/**
 * Help, devices and the information pages (spec 000 §2.2, §2.4 'Devices and help', 'Try AR page', 'Static pages'):
 * /help/ with its topic in the query, /devices/{slug}/ with its videos, /faq/, /app/, /try-ar/, /partners/ and
 * /business/. Each loads its generic page by the slug of domain/static-slug.ts, its JSON-LD from
 * /jsonld/{page} (emitted when its seoParams enable it) and mirrors its breadcrumbs as a BreadcrumbList.
 * Loaders are in info-pages.data.ts, heads in info-pages.head.ts, loaded with the route (route-code.ts).
 */
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { type HelpSearch, HelpSearchOf, type PageSearch, PageSearchOf } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./info-pages.data.ts'), 'app/router/routes/info-pages.data.ts');
const head = routeCode(() => import('./info-pages.head.ts'), 'app/router/routes/info-pages.head.ts');

/** A plain information page at /{routeName}/ (its loader: info-pages.data.ts infoLoader). */
const infoPage = <R extends string>(routeName: R) => ({ getParentRoute: () => rootRoute, path: `/${routeName}/` as const });

export const faqRoute = createRoute({
  ...infoPage('faq'),
  loader: code('faqLoader'),
  head: head('faqHead'),
  component: lazyScreen(() => import('../../../views/containers/InfoPageScreens.tsx'), 'FaqScreen', 'views/containers/InfoPageScreens.tsx'),
});
export const appRoute = createRoute({
  ...infoPage('app'),
  loader: code('appLoader'),
  head: head('appHead'),
  component: lazyScreen(() => import('../../../views/containers/InfoPageScreens.tsx'), 'InfoPageScreen', 'views/containers/InfoPageScreens.tsx'),
});
export const businessRoute = createRoute({
  ...infoPage('business'),
  loader: code('businessLoader'),
  head: head('businessHead'),
  component: lazyScreen(() => import('../../../views/containers/InfoPageScreens.tsx'), 'InfoPageScreen', 'views/containers/InfoPageScreens.tsx'),
});
export const partnersRoute = createRoute({
  ...infoPage('partners'),
  loader: code('partnersLoader'),
  head: head('partnersHead'),
  component: lazyScreen(() => import('../../../views/containers/InfoPageScreens.tsx'), 'PartnersScreen', 'views/containers/InfoPageScreens.tsx'),
});
export const tryArRoute = createRoute({
  ...infoPage('try-ar'),
  loader: code('tryArLoader'),
  head: head('tryArHead'),
  component: lazyScreen(() => import('../../../views/containers/InfoPageScreens.tsx'), 'TryArScreen', 'views/containers/InfoPageScreens.tsx'),
});

export const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/help/',
  validateSearch: HelpSearchOf,
  loaderDeps: ({ search }: { search: HelpSearch }) => search,
  loader: code('helpLoader'),
  head: head('helpHead'),
  component: lazyScreen(() => import('../../../views/containers/InfoPageScreens.tsx'), 'HelpScreen', 'views/containers/InfoPageScreens.tsx'),
});

export const deviceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices/$slug/',
  validateSearch: PageSearchOf,
  search: { middlewares: [stripSearchParams<PageSearch>({ page: 1 })] },
  loaderDeps: ({ search }: { search: PageSearch }) => search,
  loader: code('deviceLoader'),
  head: head('deviceHead'),
  component: lazyScreen(() => import('../../../views/containers/InfoPageScreens.tsx'), 'DeviceScreen', 'views/containers/InfoPageScreens.tsx'),
});

export const infoPageRoutes = [helpRoute, deviceRoute, faqRoute, appRoute, businessRoute, partnersRoute, tryArRoute];
