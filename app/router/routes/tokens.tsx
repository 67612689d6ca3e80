/**
 * /tokens/ (spec 002 §2.1, §2.5 'Token purchase page'; /tokens is redirected here like every page): the token packs by
 * sort, server-rendered, and — back from a biller with ?payment={uuid} — how that purchase went (the payment's status;
 * the cam session reads the grown balance as the page starts). The 404 screen unless the cam area is on. The
 * navigation bar is hidden on this route (views/containers/SiteChrome.tsx). Buying is the visit's tokenPurchase
 * machine's (the header's quick-buy packs buy the same way).
 */
import { createRoute } from '@tanstack/react-router';
import type { PaymentStatus } from '../../../contracts/sales.ts';
import { camListServed } from '../../../domain/cam-list.ts';
import { TOKENS_PATH } from '../../../domain/cam-routes.ts';
import { sortedTariffs } from '../../../domain/token-tariffs.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import { type TokensRouteData, tokensRouteComponent } from '../screens/tokens.tsx';
import { pageNotFound } from './not-found.tsx';
import { rootRoute } from './root.tsx';

type TokensSearch = { payment?: string };

export const tokensRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOKENS_PATH,
  validateSearch: (search: Record<string, unknown>): TokensSearch =>
    typeof search.payment === 'string' && /^[\w-]{1,100}$/.test(search.payment) ? { payment: search.payment } : {},
  loaderDeps: ({ search }) => ({ payment: search.payment }),
  loader: async ({ context: { services }, deps }): Promise<TokensRouteData> => {
    if (!camListServed(services.config)) throw await pageNotFound(services);
    const [tariffs, payment] = await Promise.all([
      services.cams.tokenTariffs(),
      deps.payment ? services.sales.paymentStatus(deps.payment).catch((): PaymentStatus | null => null) : Promise.resolve(null),
    ]);
    return {
      tariffs: sortedTariffs(tariffs),
      payment,
      crumbs: [{ label: 'Home', href: '/' }, { label: 'Tokens' }],
    };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    return detailHead(config, {
      path: TOKENS_PATH,
      title: `Buy Tokens - ${config.siteName}`,
      description: `Token packs for the live VR cams on ${config.siteName}: tip models, buy from their menus and take private shows.`,
      structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
    });
  },
  component: tokensRouteComponent,
});
