/**
 * /deals/ (spec 001 §2 'Deals — /deals/', §7 'Deals'; 000 §2.3 'Ad banner'): the deals, the deal slides and the
 * route's ad banner ('deals') loaded in parallel on the server, so the page is rendered with its cards (countdowns at
 * their timers, the first texts), its slides and its head. Deals and slides by sort; a failing call is an empty list
 * (the adapter logs it). The cards' clocks run in the deal-cards machine the route's component starts.
 */
import { createRoute } from '@tanstack/react-router';
import { dealsToShow, slidesOfType } from '../../../domain/deals.ts';
import { loadAdBanner } from '../ad-banner.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import { type DealsRouteData, dealsRouteComponent } from '../screens/deals.tsx';
import { rootRoute } from './root.tsx';

export const DEALS_PATH = '/deals/';

export const dealsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DEALS_PATH,
  loader: async ({ context: { services } }): Promise<DealsRouteData> => {
    const [deals, slides, adBanner] = await Promise.all([services.content.deals(), services.content.dealSlides(), loadAdBanner(services, 'deals')]);
    return {
      deals: dealsToShow(deals),
      slides: { desktop: slidesOfType(slides, 'desktop'), mobile: slidesOfType(slides, 'mobile') },
      adBanner,
      crumbs: [{ label: 'Home', href: '/' }, { label: 'Deals' }],
    };
  },
  head: ({ loaderData, match }) => {
    const { config } = match.context.services;
    return detailHead(config, {
      path: DEALS_PATH,
      title: `Deals - ${config.siteName}`,
      description: `Partner deals for ${config.siteName} members and visitors: discounts on partner VR sites.`,
      structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
    });
  },
  component: dealsRouteComponent,
});
