/**
 * /email-preferences/{uid}/ (spec 001 §2 'E-mail subscription preferences': 'its route is not shown' — this one is
 * the project's; §7 GET {sendService}/v1/subscription/{uid}): the page the 'Manage e-mail preferences' link of the
 * site's e-mails opens. The uid is the key: no sign-in needed. The subscription is read on the server, so the page is
 * rendered with the form (or the invalid link's error). The page is the subscriber's own (never cached for others,
 * never indexed). The loader and head are in email-preferences.data.ts, loaded with the route (route-code.ts).
 */
import { lazyRoute } from '../lazy-screen.tsx';
import { createRoute } from '@tanstack/react-router';
import { routeCode } from '../route-code.ts';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./email-preferences.data.ts'), 'app/router/routes/email-preferences.data.ts');

export const EMAIL_PREFERENCES_PATH = '/email-preferences/$uid/';

export const emailPreferencesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: EMAIL_PREFERENCES_PATH,
  staticData: { personal: true },
  loader: code('emailPreferencesLoader'),
  staleTime: 0,
  head: code('emailPreferencesHead'),
  component: lazyRoute(() => import('../screens/email-preferences.tsx'), 'emailPreferencesRouteComponent', [
    'app/router/screens/email-preferences.tsx',
    'views/containers/EmailPreferencesScreen.tsx',
  ]),
});
