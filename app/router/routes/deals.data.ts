/**
 * /deals/'s loader and head (deals.tsx; loaded with the route, app/router/route-code.ts): the deals, the deal slides
 * and the route's ad banner ('deals') in parallel, deals and slides by sort; the head with the breadcrumbs.
 */
import { dealsToShow, slidesOfType } from '../../../domain/deals.ts';
import { loadAdBanner } from '../ad-banner.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';
import type { DealsRouteData } from '../screens/deals.tsx';

export const dealsLoader = async ({ context: { services } }: LoaderContext): Promise<DealsRouteData> => {
  const [deals, slides, adBanner] = await Promise.all([services.content.deals(), services.content.dealSlides(), loadAdBanner(services, 'deals')]);
  return {
    deals: dealsToShow(deals),
    slides: { desktop: slidesOfType(slides, 'desktop'), mobile: slidesOfType(slides, 'mobile') },
    adBanner,
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Deals' }],
  };
};

export const dealsHead = ({ loaderData, match }: HeadContext<DealsRouteData>) => {
  const { config } = match.context.services;
  return detailHead(config, {
    path: '/deals/',
    title: `Deals - ${config.siteName}`,
    description: `Partner deals for ${config.siteName} members and visitors: discounts on partner VR sites.`,
    structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
  });
};
