/**
 * /playalogin/, the partner VR app's login (spec 000 §2.2 'partner-login path'; §4: open to every viewer, no route
 * guard of its own; 001 §2: behaviour not shown, so README 'Partner app login' is the design). The loader asks the
 * site API which registered app the redirect_uri belongs to, so the server renders the app's name or the error of an
 * unregistered one; the screen machine does the rest. The page is the viewer's own: never kept by a cache.
 */
import { createRoute } from '@tanstack/react-router';
import { type PartnerLoginData, partnerLoginRouteComponent } from '../screens/partner-login.tsx';
import { PartnerLoginSearch } from '../search.ts';
import { rootRoute } from './root.tsx';

export const partnerLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/playalogin/',
  validateSearch: PartnerLoginSearch,
  loaderDeps: ({ search }) => ({ redirectUri: search.redirect_uri, state: search.state }),
  loader: async ({ context, deps }): Promise<PartnerLoginData> => {
    context.services.personalPage();
    const state = deps.state ?? null;
    if (!deps.redirectUri) return { app: null, lookupFailed: false, state };
    const found = await context.services.site.partnerApp(deps.redirectUri);
    return found.ok ? { app: found.app, lookupFailed: false, state } : { app: null, lookupFailed: !found.unknown, state };
  },
  staleTime: 0,
  preloadStaleTime: 0,
  head: ({ match }) => {
    const { siteName } = match.context.services.config;
    return {
      meta: [
        { title: `App Sign-In - ${siteName}` },
        { name: 'description', content: `Sign in with your ${siteName} account to continue to a partner VR app.` },
        { name: 'robots', content: 'noindex, nofollow' },
      ],
    };
  },
  component: partnerLoginRouteComponent,
});
