/**
 * Promotional landing pages and the page constructor (spec 000 §2.2): /tour/ and the named promo pages each have
 * their own route, and /{slug}/ (a root `$slug` route: static routes and deeper paths win over it) serves every other
 * constructor page — an unknown slug renders the 404 screen in place with HTTP 404, as an unmatched path does.
 * All render the constructor page of their slug from GET {content}/page-constructor/{slug}. /tour/ agrees to the
 * 18+ splash by itself (machines/age-splash.machine.ts, AUTO_AGREE_PATHS): its first render sets the age cookie.
 * Loaders are in promo-pages.data.ts, heads in promo-pages.head.ts, loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen.tsx';
import { forPage, routeCode } from '../route-code.ts';
import { listNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./promo-pages.data.ts'), 'app/router/routes/promo-pages.data.ts');
const head = routeCode(() => import('./promo-pages.head.ts'), 'app/router/routes/promo-pages.head.ts');
const promoLoader = code('promoLoader');

/** The promo pages of the route table, each with a route of its own (our names for the space, scent and other page). */
export const PROMO_PATHS = [
  '/tour/',
  '/sneak-peek-2020/',
  '/time-capsule/',
  '/wc-2018/',
  '/halloween/',
  '/date-night/',
  '/anniversary/',
  '/worldcup2022/',
  '/space-odyssey/',
  '/scent-vr/',
  '/summer-splash/',
] as const;

const promoScreen = lazyScreen(
  () => import('../../../views/containers/PromoPageScreen.tsx'),
  'PromoPageScreen',
  'views/containers/PromoPageScreen.tsx',
);

export const promoRoutes = PROMO_PATHS.map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: forPage(promoLoader, { path }),
    notFoundComponent: listNotFound.notFoundComponent,
    head: head('promoHead'),
    component: promoScreen,
  }),
);

/** /{slug}/: any other single-segment path; the lowest-ranked match before the splat. */
export const pageConstructorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$slug/',
  loader: code('slugPageLoader'),
  notFoundComponent: listNotFound.notFoundComponent,
  head: head('slugPageHead'),
  component: lazyScreen(() => import('../../../views/containers/SlugPageScreen.tsx'), 'SlugPageScreen', 'views/containers/SlugPageScreen.tsx'),
});
