/**
 * /deals/ (spec 001 §2 'Deals — /deals/', §7 'Deals'; 000 §2.3 'Ad banner'): the deals, the deal slides and the
 * route's ad banner ('deals') loaded in parallel on the server, so the page is rendered with its cards (countdowns at
 * their timers, the first texts), its slides and its head. Deals and slides by sort; a failing call is an empty list
 * (the adapter logs it). The cards' clocks run in the deal-cards machine the route's component starts. The loader and
 * head are in deals.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { routeCode } from '../route-code.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./deals.data.ts'), 'app/router/routes/deals.data.ts');

export const DEALS_PATH = '/deals/';

export const dealsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DEALS_PATH,
  loader: code('dealsLoader'),
  head: code('dealsHead'),
  component: lazyRoute(() => import('../screens/deals.tsx'), 'dealsRouteComponent', ['app/router/screens/deals.tsx', 'views/deals/DealsScreen.tsx']),
});
