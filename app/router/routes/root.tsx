/**
 * Root route: the HTML document, site-wide data (app/router/root-data.ts) and the visit's actors. Root data is
 * loaded once per visit (server render), then owned by the visit's machines. Internal links are the router's
 * (client navigation), and every navigation moves focus to the new page and announces it.
 */
import { AppStarted } from '../app-started.tsx';
import { Outlet, Scripts, createRootRouteWithContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BareErrorScreen } from '../../../views/containers/ErrorScreens.tsx';
import { SiteChrome } from '../../../views/containers/SiteChrome.tsx';
import { EmbedLayout } from '../../../views/chrome/EmbedLayout.tsx';
import { isEmbedPath } from '../../../domain/embed.ts';
import { LinkSettingsProvider } from '../../../views/ui/AppLink.tsx';
import { pageKeyOf } from '../../../domain/page-key.ts';
import { VisitProvider } from '../../system/visit.tsx';
import { captureAffiliate } from '../affiliate.ts';
import { EARLY_CLICKS_SCRIPT } from '../early-clicks.ts';
import { passGate } from '../gate.ts';
import { PageViews } from '../page-view.tsx';
import type { RootData } from '../root-data.ts';
import { routeCode } from '../route-code.ts';
import { RouteFocus } from '../route-focus.tsx';
import { SiteHead } from '../site-head.tsx';
import { lazyComponent } from '../lazy-screen.tsx';
import { renderRouterLink } from '../router-link.tsx';
import type { RouterContext } from '../services.ts';

export type { RootData };

/** The maintenance page's partner deals, with its code, only while the maintenance page shows (the server has it before it renders). */
const MaintenanceDeals = lazyComponent(() => import('../screens/maintenance-deals.tsx'), 'MaintenanceDeals');
export const preloadMaintenanceDeals = MaintenanceDeals.preload;

const rootCode = routeCode(() => import('./root.data.ts'), 'app/router/routes/root.data.ts');

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  beforeLoad: async ({ context: { services }, location, preload }) => {
    // Before the gate, so a landing it redirects keeps its affiliate too; a link's preload is no landing (001 §4).
    if (!preload) captureAffiliate(services.cookies, location.searchStr);
    return { viewer: await passGate(services, location.pathname, import.meta.env.SSR) };
  },
  // Read by the server render only (staleTime forever, shouldReload false: the client keeps the dehydrated data), so
  // its code is a chunk of its own (route-code.ts) that a page never loads.
  loader: rootCode('rootLoader'),
  head: ({ match }) => {
    const { config } = match.context.services;
    const { chromeDoc } = (match.loaderData ?? {}) as Partial<RootData>;
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'color-scheme', content: config.theme === 'light' ? 'light' : 'dark' },
        { title: config.siteName },
        // Every page's link preview: a page's own head replaces these (the deepest route's meta wins).
        { property: 'og:site_name', content: config.siteName },
        { name: 'twitter:card', content: 'summary_large_image' },
        ...(config.shareImage
          ? [
              { property: 'og:image', content: config.shareImage },
              { name: 'twitter:image', content: config.shareImage },
            ]
          : []),
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // The chrome's document (chrome-doc.ts), fetched while the app's code loads: the hydration needs it.
        ...(chromeDoc ? [{ rel: 'preload', href: chromeDoc, as: 'fetch', crossOrigin: 'anonymous' as const }] : []),
      ],
      scripts: [
        { id: 'site-config', type: 'application/json', children: JSON.stringify(config).replace(/</g, '\\u003c') },
        { children: EARLY_CLICKS_SCRIPT },
      ],
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
  const router = useRouter();
  // The server renders internal links as plain anchors: the router link's handlers are never attached there, and its
  // anchor is the same markup (so hydration finds what it renders).
  const links = useMemo(
    () => ({ renderInternal: router.isServer ? null : renderRouterLink, partnerKeywords: services.config.partnerKeywords }),
    [services, router],
  );
  const pageKey = useRouterState({ select: (s) => pageKeyOf(s.location.pathname) });
  return (
    <html lang="en" data-theme={services.config.theme} data-page-key={pageKey}>
      <head>
        <SiteHead />
      </head>
      <body>
        <LinkSettingsProvider value={links}>{children}</LinkSettingsProvider>
        <Scripts />
      </body>
    </html>
  );
}

function RootDocument() {
  const data = rootRoute.useLoaderData();
  const { services } = rootRoute.useRouteContext();
  // The embed page is the player alone (spec 000 §2.2 embed-slug): no site chrome around it.
  const embed = useRouterState({ select: (s) => isEmbedPath(s.location.pathname) });
  return (
    <Document>
      <VisitProvider services={services} root={data}>
        {embed ? (
          <EmbedLayout>
            <Outlet />
          </EmbedLayout>
        ) : (
          <SiteChrome
            chrome={data.chrome}
            maintenance={data.maintenance}
            maintenancePartners={<MaintenanceDeals />}
            logos={{ header: services.svg.peek(data.chrome.logos.header), footer: services.svg.peek(data.chrome.logos.footer) }}
          >
            <Outlet />
          </SiteChrome>
        )}
        <RouteFocus />
        <PageViews />
      </VisitProvider>
      <AppStarted />
    </Document>
  );
}
