/**
 * Help, devices and the information pages' loaders (info-pages.tsx; loaded with the route,
 * app/router/route-code.ts): /help/ with its topic in the query, /devices/{slug}/ with its videos, /faq/, /app/,
 * /try-ar/, /partners/ and /business/. Each loads its generic page by the slug of domain/static-slug.ts, its JSON-LD
 * from /jsonld/{page} (emitted when its seoParams enable it) and mirrors its breadcrumbs as a BreadcrumbList.
 */
import { seoTextOn } from '../../../domain/seo-text.ts';
import type { StaticPage } from '../../../contracts/content-api.ts';
import { PAGE_SIZE } from '../../../domain/constants.ts';
import { isPastLastPage } from '../../../domain/format.ts';
import { staticPageSlug } from '../../../domain/static-slug.ts';
import { loadAdBanner } from '../ad-banner.ts';
import { gridCardVideo } from '../card-data.ts';
import type { LoaderContext } from '../route-code.ts';
import type { HelpSearch, PageSearch } from '../search.ts';
import type { Services } from '../services.ts';
import { pageNotFound, toNotFoundPage } from './not-found.data.ts';

export type Crumb = { label: string; href?: string };

/** The generic page of a route (its title, text and SEO); a page the content API does not have is a 404. */
async function genericPage(services: Services, routeName: string, path: string): Promise<StaticPage> {
  const slug = staticPageSlug(routeName, path);
  const page = await services.content.page(slug);
  if (!page) throw toNotFoundPage(slug);
  return page;
}

/** A plain information page at /{routeName}/: its generic page and its JSON-LD, plus what `extra` loads. */
const infoLoader =
  <T extends object>(routeName: string, extra: (services: Services) => Promise<T>) =>
  async ({ context: { services } }: LoaderContext) => {
    const path = `/${routeName}/`;
    const [page, jsonLd, more, adBanner] = await Promise.all([
      genericPage(services, routeName, path),
      services.content.jsonLd(routeName, { path }),
      extra(services),
      loadAdBanner(services, routeName),
    ]);
    const seoText = seoTextOn(routeName, page.seoParams);
    return { page, jsonLd, crumbs: [{ label: 'Home', href: '/' }, { label: page.title }] as Crumb[], ...more, adBanner, seoText };
  };

export const faqLoader = infoLoader('faq', async (services) => ({ faqs: await services.content.faqs() }));
export const appLoader = infoLoader('app', async () => ({}));
export const businessLoader = infoLoader('business', async () => ({}));
export const partnersLoader = infoLoader('partners', async (services) => ({ partners: await services.content.partners() }));
export const tryArLoader = infoLoader('try-ar', async (services) => {
  const ar = await services.content.arPage();
  return { ar: { ...ar, arVideos: ar.arVideos.map(gridCardVideo), aiVideos: ar.aiVideos.map(gridCardVideo) } };
});

export const helpLoader = async ({ context: { services }, deps }: LoaderContext & { deps: HelpSearch }) => {
  const topic = deps.topic ?? 'general';
  const [page, topics, devices, jsonLd, adBanner] = await Promise.all([
    genericPage(services, 'help', '/help/'),
    services.content.helpTopics(),
    services.content.devices(),
    services.content.jsonLd('help', { path: '/help/', query: topic === 'general' ? '' : `topic=${topic}` }),
    loadAdBanner(services, 'help'),
  ]);
  return { page, topics, devices, topic, jsonLd, crumbs: [{ label: 'Home', href: '/' }, { label: 'Help' }] as Crumb[], adBanner };
};

export const deviceLoader = async ({ context: { services }, params, deps }: LoaderContext & { params: { slug: string }; deps: PageSearch }) => {
  const path = `/devices/${params.slug}/`;
  const [device, jsonLd] = await Promise.all([
    services.content.device(params.slug, { page: deps.page, limit: PAGE_SIZE }),
    services.content.jsonLd('devices-slug', { path, page: deps.page }),
  ]);
  if (!device) throw toNotFoundPage(params.slug);
  if (isPastLastPage(deps.page, device.videos.pages)) throw await pageNotFound(services);
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }, { label: 'Help', href: '/help/?topic=tech' }, { label: device.item.device.name }];
  return {
    device: device.item,
    videos: { items: device.videos.items.map(gridCardVideo), pages: device.videos.pages },
    page: deps.page,
    jsonLd,
    crumbs,
  };
};
