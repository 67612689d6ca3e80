/**
 * /reset-password/ (spec 001 §2 'Account actions'; 000 §4: open to every viewer, no route guard of its own; §2.3: no
 * breadcrumbs). Without a token: the restore form; with ?token=…: the loader checks it, so the server renders the
 * new-password form or the invalid-link state (the screen checks again itself when this call failed). The forms also
 * post without JavaScript (app/server/form-account.ts); the loader hands the screen the outcome they came back with.
 * The loader and head are in reset-password.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { routeCode } from '../route-code.ts';
import { LinkTokenSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./reset-password.data.ts'), 'app/router/routes/reset-password.data.ts');

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/',
  // The page of a link changes once the link is used, and its forms carry the visitor's CSRF token.
  staticData: { personal: true },
  validateSearch: LinkTokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: code('resetPasswordLoader'),
  // A link is single-use: a visit always checks it afresh.
  staleTime: 0,
  preloadStaleTime: 0,
  head: code('resetPasswordHead'),
  component: lazyRoute(() => import('../screens/reset-password.tsx'), 'resetPasswordRouteComponent', [
    'app/router/screens/reset-password.tsx',
    'views/containers/ResetPasswordScreen.tsx',
  ]),
});
