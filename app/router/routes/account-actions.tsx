/**
 * /account-removal/ and /email-change/ (spec 001 §2 'Account actions'): their screen machines do the work. Removal is
 * open to every viewer the gate lets in (the credentials or the link say whose account); the e-mail change form is a
 * member's (401 'You are not authenticated.' otherwise), its link's confirmation needs no sign-in. Loaders and heads
 * are in account-actions.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { guarded } from '../gate.ts';
import { routeCode } from '../route-code.ts';
import { LinkTokenSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./account-actions.data.ts'), 'app/router/routes/account-actions.data.ts');

export const accountRemovalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account-removal/',
  validateSearch: LinkTokenSearch,
  loader: code('accountRemovalLoader'),
  staleTime: 0,
  head: code('accountRemovalHead'),
  component: lazyRoute(() => import('../screens/account-actions.tsx'), 'accountRemovalRouteComponent', [
    'app/router/screens/account-actions.tsx',
    'views/containers/AccountActionScreens.tsx',
  ]),
});

const requestGuard = guarded(['authenticated']);

export const emailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/email-change/',
  validateSearch: LinkTokenSearch,
  beforeLoad: (opts) => {
    if (!opts.search.token) requestGuard(opts);
  },
  loader: code('emailChangeLoader'),
  staleTime: 0,
  head: code('emailChangeHead'),
  component: lazyRoute(() => import('../screens/account-actions.tsx'), 'emailChangeRouteComponent', [
    'app/router/screens/account-actions.tsx',
    'views/containers/AccountActionScreens.tsx',
  ]),
});
