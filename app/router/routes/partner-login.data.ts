/**
 * /playalogin/'s loader and head (partner-login.tsx; loaded with the route, app/router/route-code.ts): the site API
 * says which registered app the redirect_uri belongs to; the page is the viewer's own.
 */
import type { HeadContext, LoaderContext } from '../route-code.ts';
import type { PartnerLoginData } from '../screens/partner-login.tsx';

export const partnerLoginLoader = async ({
  context,
  deps,
}: LoaderContext & { deps: { redirectUri?: string; state?: string } }): Promise<PartnerLoginData> => {
  const state = deps.state ?? null;
  if (!deps.redirectUri) return { app: null, lookupFailed: false, state };
  const found = await context.services.site.partnerApp(deps.redirectUri);
  return found.ok ? { app: found.app, lookupFailed: false, state } : { app: null, lookupFailed: !found.unknown, state };
};

export const partnerLoginHead = ({ match }: HeadContext<unknown>) => {
  const { siteName } = match.context.services.config;
  return {
    meta: [
      { title: `App Sign-In - ${siteName}` },
      { name: 'description', content: `Sign in with your ${siteName} account to continue to a partner VR app.` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  };
};
