/** Router factory: one router per request on the server, one per visit in the browser (DESIGN 'Routing, SSR and head'). */
import { createRouter } from '@tanstack/react-router';
import { PageErrorScreen } from '../../views/containers/ErrorScreens.tsx';
import { loginRoute, logoutRoute } from './routes/account.tsx';
import {
  categoriesRoute,
  categoryRoute,
  categorySingularRoute,
  homeRoute,
  modelRoute,
  modelSingularRoute,
  modelsRoute,
  videoRoute,
  videoSingularRoute,
  videosRoute,
} from './routes/catalogue.tsx';
import { notFoundRoute, splatRoute } from './routes/not-found.tsx';
import { rootRoute } from './routes/root.tsx';
import { staticPageRoutes } from './routes/static-pages.tsx';
import { createScreenFactories } from './screens.ts';
import type { Services } from './services.ts';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  videosRoute,
  videoRoute,
  videoSingularRoute,
  modelsRoute,
  modelRoute,
  modelSingularRoute,
  categoriesRoute,
  categoryRoute,
  categorySingularRoute,
  loginRoute,
  logoutRoute,
  notFoundRoute,
  ...staticPageRoutes,
  splatRoute,
]);

export function createAppRouter(services: Services) {
  return createRouter({
    routeTree,
    context: { services, screens: createScreenFactories() },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 30_000,
    scrollRestoration: true,
    defaultErrorComponent: ({ error }) => <PageErrorScreen error={error} />,
    // Every script the server renders carries the page's CSP nonce.
    ...(services.nonce ? { ssr: { nonce: services.nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
