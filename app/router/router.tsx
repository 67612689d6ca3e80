/** Router factory: one router per request on the server, one per visit in the browser (DESIGN 'Routing, SSR and head'). */
import { type ErrorComponentProps, createRouter, useRouter } from '@tanstack/react-router';
import { PageErrorScreen } from '../../views/containers/ErrorScreens.tsx';
import { accountRemovalRoute, emailChangeRoute } from './routes/account-actions.tsx';
import { loginRoute, logoutRoute } from './routes/account.tsx';
import { ageVerificationRoute } from './routes/age-verification.tsx';
import { atlasIndexRoute, atlasMachineRoute } from './routes/atlas.tsx';
import { blogRoutes } from './routes/blog.tsx';
import { camListRoutes } from './routes/cams.tsx';
import { camRoomRoutes } from './routes/cam-room.tsx';
import { dashboardRouteTree } from './routes/dashboard/index.ts';
import { dealsRoute } from './routes/deals.tsx';
import { tokensRoute } from './routes/tokens.tsx';
import { devMailRoute } from './routes/dev-mail.tsx';
import { emailPreferencesRoute } from './routes/email-preferences.tsx';
import { embedRoute } from './routes/embed.tsx';
import { serializationAdapters } from './serialization.ts';
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
import { infoPageRoutes } from './routes/info-pages.tsx';
import { RouteAnswer, notFoundRoute, splatRoute } from './routes/not-found.tsx';
import { vreelsRoute } from './routes/vreels.tsx';
import { partnerLoginRoute } from './routes/partner-login.tsx';
import { pageConstructorRoute, promoRoutes } from './routes/promo-pages.tsx';
import { resetPasswordRoute } from './routes/reset-password.tsx';
import { joinNowAuthenticatedRoute, joinNowRoute, paymentRoute, subscriptionRoute } from './routes/sales.tsx';
import { videoListRoutes } from './routes/video-lists.tsx';
import { rootRoute } from './routes/root.tsx';
import { searchRoute } from './routes/search.tsx';
import { staticPageRoutes } from './routes/static-pages.tsx';
import type { Services } from './services.ts';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  videosRoute,
  videoRoute,
  videoSingularRoute,
  embedRoute,
  modelsRoute,
  modelRoute,
  modelSingularRoute,
  categoriesRoute,
  categoryRoute,
  categorySingularRoute,
  ...videoListRoutes,
  ...blogRoutes,
  loginRoute,
  logoutRoute,
  ageVerificationRoute,
  accountRemovalRoute,
  emailChangeRoute,
  emailPreferencesRoute,
  resetPasswordRoute,
  partnerLoginRoute,
  joinNowRoute,
  subscriptionRoute,
  joinNowAuthenticatedRoute,
  paymentRoute,
  notFoundRoute,
  atlasIndexRoute,
  atlasMachineRoute,
  devMailRoute,
  searchRoute,
  vreelsRoute,
  dealsRoute,
  ...camListRoutes,
  ...camRoomRoutes,
  tokensRoute,
  dashboardRouteTree,
  ...staticPageRoutes,
  ...infoPageRoutes,
  ...promoRoutes,
  // /{slug}/ ranks below every static path; the splat takes what it leaves (deeper unknown paths).
  pageConstructorRoute,
  splatRoute,
]);

/** A route's error: 'try again' loads the route's data again (router.invalidate re-runs the loaders). */
function RouteErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <PageErrorScreen error={error} onRetry={() => void router.invalidate()} />;
}

export function createAppRouter(services: Services) {
  const router = createRouter({
    routeTree,
    context: { services },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 30_000,
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorScreen,
    // A refused page (refusal.ts) or a page past a list's end, on a route without its own not-found screen.
    defaultNotFoundComponent: RouteAnswer,
    // Every script the server renders carries the page's CSP nonce.
    ...(services.nonce ? { ssr: { nonce: services.nonce } } : {}),
  });
  // Not a constructor option of the plain router (TanStack Start sets it); the server's dehydration and the browser's
  // hydration both read it from the options.
  router.options.serializationAdapters = serializationAdapters;
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The page is the visitor's own (their membership, a checkout, a link's page): the server render knows it before
     * any loader runs (app/server/entry.tsx), so the page is never kept by a shared cache and its upstreams have the
     * longer deadline from the start. 'with-a-session': so for a visitor who holds a session (their access or refresh
     * token), a guest's is public.
     */
    personal?: true | 'with-a-session';
  }
}
