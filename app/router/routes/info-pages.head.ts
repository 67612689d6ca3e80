/**
 * The information pages' heads (info-pages.tsx; loaded with the route, app/router/route-code.ts): each page's title,
 * SEO, JSON-LD and breadcrumbs. Their loaders are info-pages.data.ts: a page's hydration needs its head, not its loader.
 */
import type { StaticPage } from '../../../contracts/content-api.ts';
import { detailHead } from '../head.ts';
import { breadcrumbJsonLd } from '../json-ld.ts';
import type { HeadContext } from '../route-code.ts';
import type { Crumb } from './info-pages.data.ts';

const infoHead =
  (path: string) =>
  ({ loaderData, match }: HeadContext<{ page: StaticPage; crumbs: Crumb[]; jsonLd: Record<string, unknown> | null }>) => {
    const { config } = match.context.services;
    return detailHead(config, {
      path,
      seo: loaderData?.page.seoParams,
      title: `${loaderData?.page.title ?? 'Page'} - ${config.siteName}`,
      jsonLd: loaderData?.jsonLd,
      structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
    });
  };

export const faqHead = infoHead('/faq/');
export const appHead = infoHead('/app/');
export const businessHead = infoHead('/business/');
export const partnersHead = infoHead('/partners/');
export const tryArHead = infoHead('/try-ar/');

// Each topic is its own linkable page: its canonical keeps ?topic= (General, the default, is the bare path).
export const helpHead = (ctx: HeadContext<{ page: StaticPage; crumbs: Crumb[]; jsonLd: Record<string, unknown> | null; topic: string }>) => {
  const topic = ctx.loaderData?.topic ?? 'general';
  return infoHead(topic === 'general' ? '/help/' : `/help/?topic=${topic}`)(ctx);
};

export const deviceHead = ({
  loaderData,
  match,
}: HeadContext<{
  device: { slug: string; device: { name: string }; seoParams: StaticPage['seoParams'] };
  page: number;
  jsonLd: Record<string, unknown> | null;
  crumbs: Crumb[];
}>) => {
  const { config } = match.context.services;
  const path = loaderData ? `/devices/${loaderData.device.slug}/` : '/help/';
  return detailHead(config, {
    path,
    page: loaderData?.page,
    seo: loaderData?.device.seoParams,
    title: `${loaderData?.device.device.name ?? 'Device'} ${config.acronym} Videos - ${config.siteName}`,
    jsonLd: loaderData?.jsonLd,
    structured: loaderData ? [breadcrumbJsonLd(loaderData.crumbs, config.siteUrl)] : [],
  });
};
