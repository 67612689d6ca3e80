/**
 * /playalogin/, the partner VR app's login (spec 000 §2.2 'partner-login path'; §4: open to every viewer, no route
 * guard of its own; 001 §2: behaviour not shown, so README 'Partner app login' is the design). The loader asks the
 * site API which registered app the redirect_uri belongs to, so the server renders the app's name or the error of an
 * unregistered one; the screen machine does the rest. The page is the viewer's own: never kept by a cache. The loader
 * and head are in partner-login.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { routeCode } from '../route-code.ts';
import { PartnerLoginSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./partner-login.data.ts'), 'app/router/routes/partner-login.data.ts');

export const partnerLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/playalogin/',
  staticData: { personal: true },
  validateSearch: PartnerLoginSearch,
  loaderDeps: ({ search }) => ({ redirectUri: search.redirect_uri, state: search.state }),
  loader: code('partnerLoginLoader'),
  staleTime: 0,
  preloadStaleTime: 0,
  head: code('partnerLoginHead'),
  component: lazyRoute(() => import('../screens/partner-login.tsx'), 'partnerLoginRouteComponent', [
    'app/router/screens/partner-login.tsx',
    'views/containers/PartnerLoginScreen.tsx',
  ]),
});
