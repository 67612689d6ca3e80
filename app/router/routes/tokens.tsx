/**
 * /tokens/ (spec 002 §2.1, §2.5 'Token purchase page'; /tokens is redirected here like every page): the token packs by
 * sort, server-rendered, and — back from a biller with ?payment={uuid} — how that purchase went (the payment's status;
 * the cam session reads the grown balance as the page starts). The 404 screen unless the cam area is on. The
 * navigation bar is hidden on this route (views/containers/SiteChrome.tsx). Buying is the visit's tokenPurchase
 * machine's (the header's quick-buy packs buy the same way). The loader and head are in tokens.data.ts, loaded with the
 * route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { TOKENS_PATH } from '../../../domain/cam-routes.ts';
import { routeCode } from '../route-code.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./tokens.data.ts'), 'app/router/routes/tokens.data.ts');
const head = routeCode(() => import('./tokens.head.ts'), 'app/router/routes/tokens.head.ts');

type TokensSearch = { payment?: string };

export const tokensRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOKENS_PATH,
  validateSearch: (search: Record<string, unknown>): TokensSearch =>
    typeof search.payment === 'string' && /^[\w-]{1,100}$/.test(search.payment) ? { payment: search.payment } : {},
  loaderDeps: ({ search }) => ({ payment: search.payment }),
  loader: code('tokensLoader'),
  head: head('tokensHead'),
  component: lazyRoute(() => import('../screens/tokens.tsx'), 'tokensRouteComponent', [
    'app/router/screens/tokens.tsx',
    'views/tokens/TokensScreen.tsx',
  ]),
});
