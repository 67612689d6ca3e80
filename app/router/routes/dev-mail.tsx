/**
 * `/_dev/mail/`: the embedded backend's outbox — the login codes and the reset, unblock, e-mail change
 * and removal links it "sent" — so a developer or a test can follow them. Only when the site runs embedded (the
 * backend and its outbox are in the process, in development as in a production build); with external upstreams
 * there is no outbox and the page is the 404 screen with HTTP 404. Never indexed.
 *
 * Like the atlas, access is the site's mode from the config, decided in the loader; the data comes through the site
 * API adapter (GET /api/dev/outbox), on the server for the first render and from the browser on a client navigation.
 * The loader and head are in dev-mail.data.ts, loaded with the route (route-code.ts).
 */
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen.tsx';
import { routeCode } from '../route-code.ts';
import { listNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

const code = routeCode(() => import('./dev-mail.data.ts'), 'app/router/routes/dev-mail.data.ts');

export const devMailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/_dev/mail/',
  loader: code('devMailLoader'),
  // Mails arrive while the page is open: a visit of the page always loads them afresh.
  staleTime: 0,
  preloadStaleTime: 0,
  notFoundComponent: listNotFound.notFoundComponent,
  head: code('devMailHead'),
  component: lazyScreen(() => import('../../../views/containers/DevMailScreen.tsx'), 'DevMailScreen', 'views/containers/DevMailScreen.tsx'),
});
