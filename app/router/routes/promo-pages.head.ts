/**
 * The promotional landing pages' and the page constructor's heads (promo-pages.tsx; loaded with the route,
 * app/router/route-code.ts). Their loaders are promo-pages.data.ts: a page's hydration needs its head, not its loader.
 */
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import type { HeadContext } from '../route-code.ts';
import { listNotFoundHead } from '../head.ts';
import { staticPageHead } from './static-pages.head.ts';
import type { PromoData, SlugData } from './promo-pages.data.ts';

export const promoHead = ({ loaderData, match }: HeadContext<PromoData>) => {
  const { config } = match.context.services;
  return (
    listNotFoundHead(match, config.siteName) ??
    detailHead(config, {
      path: loaderData ? `/${loaderData.page.slug}/` : match.pathname,
      seo: loaderData?.seo,
      title: `${loaderData?.page.title ?? 'Page'} - ${config.siteName}`,
      description: loaderData?.description,
      image: loaderData?.image,
      structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
    })
  );
};

export const slugPageHead = ({ loaderData, match }: HeadContext<SlugData>) => {
  if (loaderData?.kind !== 'static') return promoHead({ loaderData, match });
  return staticPageHead(match.context.services.config, match.pathname, loaderData.page);
};
