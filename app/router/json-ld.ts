/**
 * Structured data of catalogue entities (schema.org, with the properties Google's rich results require; checked by
 * tests/unit/app/structured-data.test.ts): VideoObject on a video page, Person on a model page, ItemList on lists,
 * BlogPosting on posts, BreadcrumbList mirroring the visible trail, WebSite with a SearchAction on the home page.
 */
import type { BlogPost } from '../../contracts/blog.ts';
import type { Model, StandardCategory, Video } from '../../contracts/content-api.ts';
import { excerpt } from '../../machines/rules/format.ts';
import { absolute } from './head.ts';

/** A CMS text (maybe HTML) as plain text for structured data. */
const plain = (html: string) => excerpt(html, 5000);

/** Seconds as an ISO 8601 duration: 3725 → 'PT1H2M5S', 95 → 'PT1M35S', 0 → 'PT0S'. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

/** The embed page of a video (the embeddable player, spec 000 §1), the VideoObject's embedUrl. */
export const embedPath = (slug: string) => `/embed/${slug}/`;

export const videoJsonLd = (video: Video, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'VideoObject',
  name: video.title,
  description: plain(video.description) || video.title,
  thumbnailUrl: absolute(siteUrl, video.poster.permalink),
  uploadDate: new Date(video.publishedAt * 1000).toISOString(),
  duration: isoDuration(video.videoSettings.duration),
  url: `${siteUrl}/videos/${video.slug}/`,
  embedUrl: absolute(siteUrl, embedPath(video.slug)),
  // The trailer file as the content (the full video is for members only).
  ...(video.videoPlayerSources.trailer[0] ? { contentUrl: absolute(siteUrl, video.videoPlayerSources.trailer[0].src) } : {}),
  actor: video.models.map((m) => ({ '@type': 'Person', name: m.title, url: `${siteUrl}/models/${m.slug}/` })),
});

export const modelJsonLd = (model: Model, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: model.title,
  image: absolute(siteUrl, model.featuredImage.permalink),
  url: `${siteUrl}/models/${model.slug}/`,
  ...(plain(model.description) ? { description: plain(model.description) } : {}),
});

export const categoryJsonLd = (category: StandardCategory, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'CollectionPage',
  name: category.name,
  url: `${siteUrl}/categories/${category.slug}/`,
});

/** The site with its search (schema.org SearchAction, Google's sitelinks search box): the search page's query `s`. */
export const webSiteJsonLd = (siteName: string, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: siteName,
  url: `${siteUrl}/`,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search/?s={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

/** A list page's entries as an ItemList (schema.org): position, absolute URL and name of each. */
export const itemListJsonLd = (items: ReadonlyArray<{ name: string; path: string }>, siteUrl: string) =>
  items.length === 0
    ? null
    : {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: absolute(siteUrl, item.path), name: item.name })),
      };

/** Breadcrumbs as a BreadcrumbList (schema.org), mirroring the visible trail; the current page (no href) has no item URL. */
export const breadcrumbJsonLd = (crumbs: ReadonlyArray<{ label: string; href?: string }>, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.label,
    ...(crumb.href ? { item: absolute(siteUrl, crumb.href) } : {}),
  })),
});

/** A blog post as a BlogPosting (schema.org): headline, image, dates, author and its page. */
export const blogPostingJsonLd = (
  post: Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'image' | 'publishedAt' | 'author' | 'category'>,
  siteUrl: string,
) => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.excerpt || post.title,
  ...(post.image ? { image: absolute(siteUrl, post.image.permalink) } : {}),
  datePublished: new Date(post.publishedAt * 1000).toISOString(),
  ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
  ...(post.category ? { articleSection: post.category.name } : {}),
  mainEntityOfPage: `${siteUrl}/blog/${post.slug}/`,
  url: `${siteUrl}/blog/${post.slug}/`,
});
