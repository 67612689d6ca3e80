/**
 * Root route: the HTML document, site-wide data (digest, maintenance flag, the signed-in user) and the
 * visit's actors. Root data is loaded once per visit (server render), then owned by the session machine.
 */
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import type { Digest } from '../../../contracts/digest.ts';
import type { User } from '../../../contracts/site-api.ts';
import { expiresWithin, isLoggedIn } from '../../../machines/rules/claims.ts';
import { REFRESH_WITHIN_MS } from '../../../machines/rules/constants.ts';
import { SiteChrome } from '../../../views/containers/SiteChrome.tsx';
import { VisitProvider } from '../../system/visit.tsx';
import { BareErrorScreen } from '../../../views/containers/ErrorScreens.tsx';
import type { RouterContext } from '../services.ts';

export interface RootData {
  digest: Digest;
  maintenance: boolean;
  user: User | null;
  favoriteVideoIds: string[];
  favoriteModelIds: number[];
  /** Header and footer logos as inline SVG text ('' → the views fall back to an image or the name). */
  logos: { header: string; footer: string };
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  loader: async ({ context: { services } }): Promise<RootData> => {
    // Session start (spec 000 §4): tokens from the cookies, refreshed first when the access token is gone,
    // expired or about to expire, so a returning member's first page is already signed in.
    const held = services.tokens.read();
    const nowMs = services.nowMs();
    if (held.rtoken && (!isLoggedIn(held.atoken, Math.floor(nowMs / 1000)) || expiresWithin(held.atoken, REFRESH_WITHIN_MS, nowMs))) {
      await services.refresh();
    }
    const { atoken } = services.tokens.read();
    const signedIn = isLoggedIn(atoken, Math.floor(nowMs / 1000));
    const [digest, maintenance, user, favoriteVideoIds, favoriteModelIds] = await Promise.all([
      services.content.digest(),
      services.site.maintenance(),
      signedIn ? services.site.userInfo() : Promise.resolve(null),
      signedIn ? services.site.favoriteVideoIds() : Promise.resolve([]),
      signedIn ? services.content.favoriteModelIds() : Promise.resolve([]),
    ]);
    const settings = digest.siteSettings;
    const [header, footer] = await Promise.all([
      services.svg(settings.headerLogoColor?.permalink ?? ''),
      services.svg(settings.footerLogo?.permalink ?? ''),
    ]);
    return { digest, maintenance: maintenance.isActive, user, favoriteVideoIds, favoriteModelIds, logos: { header, footer } };
  },
  head: ({ match }) => {
    const { config } = match.context.services;
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'color-scheme', content: config.theme === 'light' ? 'light' : 'dark' },
        { title: config.siteName },
      ],
      links: [{ rel: 'icon', href: '/media/art/icon/videos.svg', type: 'image/svg+xml' }],
      scripts: [{ id: 'site-config', type: 'application/json', children: JSON.stringify(config).replace(/</g, '\\u003c') }],
    };
  },
  component: RootDocument,
  errorComponent: ({ error }) => (
    <Document>
      <BareErrorScreen error={error} />
    </Document>
  ),
});

function Document({ children }: { children: React.ReactNode }) {
  const { services } = rootRoute.useRouteContext();
  return (
    <html lang="en" data-theme={services.config.theme}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function RootDocument() {
  const data = rootRoute.useLoaderData();
  const { services } = rootRoute.useRouteContext();
  return (
    <Document>
      <VisitProvider services={services} root={data}>
        <SiteChrome digest={data.digest} maintenance={data.maintenance} logos={data.logos}>
          <Outlet />
        </SiteChrome>
      </VisitProvider>
    </Document>
  );
}
