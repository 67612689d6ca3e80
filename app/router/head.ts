/**
 * Page head from seoParams (spec 000 §2.1 paging, §2.3 'SEO text section'): title with ' - Page N',
 * meta description with ' Page N', keywords, robots, canonical, rel prev/next, Open Graph, Twitter card
 * and JSON-LD when enabled.
 */
import type { SeoParams } from '../../contracts/common.ts';
import { pageDescription, pageTitle, relLinks } from '../../domain/format.ts';
import { refusalOf } from './refusal.ts';

/** The site facts every head needs (public configuration). */
export interface HeadSite {
  siteName: string;
  siteUrl: string;
}

/** An image the large social networks render in a link preview: a raster file (no SVG). */
const sharable = (href: string): boolean => /\.(png|jpe?g|webp|gif)(\?.*)?$/i.test(href);

/** A page's share image: the first sharable of its candidates; none, and the root's (the site's) stands. */
const shareImageOf = (...candidates: (string | undefined)[]): string =>
  candidates.find((href): href is string => Boolean(href) && sharable(href ?? '')) ?? '';

/** What a page says about itself; its seoParams win over its own title and description. */
interface PageHead {
  /** Path of the page without query, e.g. '/videos/'. */
  path: string;
  title: string;
  description?: string;
  seo?: SeoParams | null;
  page?: number;
  image?: string | null;
  jsonLd?: Record<string, unknown> | null;
  /** A list page's ItemList (schema.org), emitted whether or not the page has seoParams. */
  itemList?: Record<string, unknown> | null;
  /** Other structured data emitted whatever the seoParams say (a blog post's BlogPosting, its BreadcrumbList). */
  structured?: ReadonlyArray<Record<string, unknown> | null>;
  robots?: string;
}

type Meta = Record<string, string>;
interface HeadTags {
  meta: Meta[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

/** A permalink or path made absolute on the site's origin (external URLs stay as they are). */
export const absolute = (siteUrl: string, href: string) => (href.startsWith('http') ? href : `${siteUrl}${href}`);

/** A single page or item (home, categories, a video, a model, a category's videos, static pages): no rel prev/next. */
export const detailHead = (site: HeadSite, head: PageHead): HeadTags => buildHead(site, head, {});

/** A paged list of models, videos or blog posts (spec 000 §2.1): rel prev/next, never past the last page. */
export const listHead = (site: HeadSite, head: PageHead & { pages?: number }): HeadTags =>
  buildHead(site, head, head.pages === undefined ? {} : relLinks(head.path, head.page ?? 1, head.pages));

function buildHead(site: HeadSite, input: PageHead, rel: { prev?: string; next?: string }): HeadTags {
  const page = input.page ?? 1;
  const seo = input.seo;
  const title = pageTitle(seo?.title || input.title, page);
  const description = pageDescription(seo?.metaDescription || input.description || '', page);
  const canonical = absolute(site.siteUrl, page > 1 ? `${input.path}?page=${page}` : input.path);
  const meta: Meta[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  if (seo?.metaKeywords) meta.push({ name: 'keywords', content: seo.metaKeywords });
  meta.push({ name: 'robots', content: input.robots ?? (seo?.metaRobots || 'index, follow') });

  const og = seo?.ogParams;
  const image = input.image ? absolute(site.siteUrl, input.image) : '';
  meta.push(
    { property: 'og:site_name', content: og?.siteName || site.siteName },
    { property: 'og:type', content: og?.type || 'website' },
    { property: 'og:title', content: og?.enabled && og.title ? og.title : title },
    { property: 'og:description', content: (og?.enabled && og.description) || description },
    { property: 'og:url', content: og?.enabled && og.url ? og.url : canonical },
  );
  const ogImage = shareImageOf(og?.enabled ? og.imageSecureUrl : '', og?.enabled ? og.imageSecureFile?.permalink : '', image);
  if (ogImage) meta.push({ property: 'og:image', content: absolute(site.siteUrl, ogImage) });

  const tw = seo?.twitterParams;
  meta.push(
    { name: 'twitter:card', content: (tw?.enabled && tw.card) || 'summary_large_image' },
    { name: 'twitter:title', content: (tw?.enabled && tw.title) || title },
    { name: 'twitter:description', content: (tw?.enabled && tw.description) || description },
  );
  if (tw?.enabled && tw.site) meta.push({ name: 'twitter:site', content: tw.site });
  if (tw?.enabled && tw.creator) meta.push({ name: 'twitter:creator', content: tw.creator });
  const twImage = shareImageOf(tw?.enabled ? tw.imageLink : '', tw?.enabled ? tw.imageFile?.permalink : '', image);
  if (twImage) meta.push({ name: 'twitter:image', content: absolute(site.siteUrl, twImage) });

  const links = [{ rel: 'canonical', href: canonical }];
  if (rel.prev) links.push({ rel: 'prev', href: absolute(site.siteUrl, rel.prev) });
  if (rel.next) links.push({ rel: 'next', href: absolute(site.siteUrl, rel.next) });
  const ldScript = (data: Record<string, unknown>) => ({ type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') });
  const scripts = [
    ...(seo?.jsonLdScriptEnabled && input.jsonLd ? [ldScript(input.jsonLd)] : []),
    ...(input.itemList ? [ldScript(input.itemList)] : []),
    ...(input.structured ?? []).flatMap((data) => (data ? [ldScript(data)] : [])),
  ];
  return { meta, links, scripts };
}

/** The 404 screen's head: 'Nothing found for …' and noindex. */
export const notFoundHead = (slug: string, siteName: string) => ({
  meta: [{ title: `Nothing found for ${slug} - ${siteName}` }, { name: 'robots', content: 'noindex, follow' }],
});

/**
 * A list route's head when its match rendered the 404 screen (not-found.data.ts pageNotFound; not a refusal, which is
 * a not-found outcome too: refusal.ts), else null. Here, with the heads every catalogue route loads, not in
 * not-found.head.ts: a chunk of its own in every such page otherwise.
 */
export const listNotFoundHead = (match: { status: string; pathname: string; error?: unknown }, siteName: string) =>
  match.status === 'notFound' && !refusalOf(match) ? notFoundHead(match.pathname.replace(/^\/+|\/+$/g, ''), siteName) : null;
