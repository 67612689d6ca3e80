/**
 * Page head from seoParams (spec 000 §2.1 paging, §2.3 'SEO text section'): title with ' - Page N',
 * meta description with ' Page N', keywords, robots, canonical, rel prev/next, Open Graph, Twitter card
 * and JSON-LD when enabled.
 */
import type { SeoParams } from '../../contracts/common.ts';
import { pageDescription, pageTitle, relLinks } from '../../machines/rules/format.ts';

export interface HeadInput {
  siteName: string;
  siteUrl: string;
  /** Path of the page without query, e.g. '/videos/'. */
  path: string;
  page?: number;
  pages?: number;
  /** Emit rel prev/next (models, videos and blog lists). */
  paged?: boolean;
  seo?: SeoParams | null;
  fallbackTitle: string;
  fallbackDescription?: string;
  image?: string | null;
  jsonLd?: Record<string, unknown> | null;
  robots?: string;
}

type Meta = Record<string, string>;
export interface HeadTags {
  meta: Meta[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

/** A permalink or path made absolute on the site's origin (external URLs stay as they are). */
export const absolute = (siteUrl: string, href: string) => (href.startsWith('http') ? href : `${siteUrl}${href}`);

export function buildHead(input: HeadInput): HeadTags {
  const page = input.page ?? 1;
  const seo = input.seo;
  const baseTitle = seo?.title || input.fallbackTitle;
  const title = pageTitle(baseTitle, page);
  const description = pageDescription(seo?.metaDescription || input.fallbackDescription || '', page);
  const canonical = absolute(input.siteUrl, page > 1 ? `${input.path}?page=${page}` : input.path);
  const meta: Meta[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  if (seo?.metaKeywords) meta.push({ name: 'keywords', content: seo.metaKeywords });
  meta.push({ name: 'robots', content: input.robots ?? (seo?.metaRobots || 'index, follow') });

  const og = seo?.ogParams;
  const image = input.image ? absolute(input.siteUrl, input.image) : '';
  meta.push(
    { property: 'og:site_name', content: og?.siteName || input.siteName },
    { property: 'og:type', content: og?.type || 'website' },
    { property: 'og:title', content: og?.enabled && og.title ? og.title : title },
    { property: 'og:description', content: (og?.enabled && og.description) || description },
    { property: 'og:url', content: og?.enabled && og.url ? og.url : canonical },
  );
  const ogImage = (og?.enabled && (og.imageSecureUrl || og.imageSecureFile?.permalink)) || image;
  if (ogImage) meta.push({ property: 'og:image', content: absolute(input.siteUrl, ogImage) });

  const tw = seo?.twitterParams;
  meta.push(
    { name: 'twitter:card', content: (tw?.enabled && tw.card) || 'summary_large_image' },
    { name: 'twitter:title', content: (tw?.enabled && tw.title) || title },
    { name: 'twitter:description', content: (tw?.enabled && tw.description) || description },
  );
  if (tw?.enabled && tw.site) meta.push({ name: 'twitter:site', content: tw.site });
  if (tw?.enabled && tw.creator) meta.push({ name: 'twitter:creator', content: tw.creator });
  const twImage = (tw?.enabled && (tw.imageLink || tw.imageFile?.permalink)) || image;
  if (twImage) meta.push({ name: 'twitter:image', content: absolute(input.siteUrl, twImage) });

  const links = [{ rel: 'canonical', href: canonical }];
  if (input.paged && input.pages !== undefined) {
    const rel = relLinks(input.path, page, input.pages);
    if (rel.prev) links.push({ rel: 'prev', href: absolute(input.siteUrl, rel.prev) });
    if (rel.next) links.push({ rel: 'next', href: absolute(input.siteUrl, rel.next) });
  }
  const scripts =
    seo?.jsonLdScriptEnabled && input.jsonLd
      ? [{ type: 'application/ld+json', children: JSON.stringify(input.jsonLd).replace(/</g, '\\u003c') }]
      : [];
  return { meta, links, scripts };
}
