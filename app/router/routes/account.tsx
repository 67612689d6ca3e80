/**
 * Log in, log out (spec 000 §2.2, §4 'Logout') — the session machine does the work; routes only show it. The login's
 * loader and head are in account.data.ts, loaded with the route (route-code.ts); the logout's one-line head stays here.
 */
import { createRoute } from '@tanstack/react-router';
import { guarded } from '../gate.ts';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { LoginSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./account.data.ts'), 'app/router/routes/account.data.ts');

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/',
  validateSearch: LoginSearch,
  beforeLoad: guarded(['guestOnly']),
  loader: code('loginLoader'),
  head: code('loginHead'),
  component: lazyScreen(() => import('../../../views/containers/AccountScreens.tsx'), 'LoginScreen', 'views/containers/AccountScreens.tsx'),
});

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout/',
  head: ({ match }) => ({ meta: [{ title: `Log Out - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex' }] }),
  component: lazyScreen(() => import('../../../views/containers/AccountScreens.tsx'), 'LogoutScreen', 'views/containers/AccountScreens.tsx'),
});
