/**
 * Structured data of catalogue entities (schema.org) that search engines use: VideoObject, Person, ItemList,
 * BlogPosting, BreadcrumbList and the home page's WebSite with its SearchAction, emitted on every page they describe
 * (the CMS's own JSON-LD, /jsonld/{page}, only where seoParams.jsonLdScriptEnabled is on). tests/unit/app/json-ld.test.ts
 * checks each against the properties schema.org's consumers require.
 */
import type { BlogPost } from '../../contracts/blog.ts';
import type { Model, StandardCategory, Video } from '../../contracts/content-api.ts';
import { embedPath } from '../../domain/embed.ts';
import { absolute } from './head.ts';

/** Seconds as an ISO 8601 duration (PT1H2M5S); rounding first, so 59.6 s is never 'M60S'. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

const plain = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/** A video's page as a VideoObject: its embed page is the embed URL, its trailer (the first source with a file, spec 000 §2.4) the content URL. */
export const videoJsonLd = (video: Video, siteUrl: string) => {
  const trailer = video.videoPlayerSources.trailer.find((s) => s.fileSize !== -1 && s.src);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: plain(video.description) || video.title,
    thumbnailUrl: absolute(siteUrl, video.poster.permalink),
    uploadDate: new Date(video.publishedAt * 1000).toISOString(),
    duration: isoDuration(video.videoSettings.duration),
    embedUrl: absolute(siteUrl, embedPath(video.slug)),
    ...(trailer ? { contentUrl: absolute(siteUrl, trailer.src) } : {}),
    url: `${siteUrl}/videos/${video.slug}/`,
    actor: video.models.map((m) => ({ '@type': 'Person', name: m.title, url: `${siteUrl}/models/${m.slug}/` })),
  };
};

export const modelJsonLd = (model: Model, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: model.title,
  image: absolute(siteUrl, model.featuredImage.permalink),
  ...(plain(model.description) ? { description: plain(model.description) } : {}),
  url: `${siteUrl}/models/${model.slug}/`,
});

/** The home page's WebSite with the site search as its SearchAction (/search/?s=, spec 000 §2.3 'Search'). */
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

export const categoryJsonLd = (category: StandardCategory, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'CollectionPage',
  name: category.name,
  url: `${siteUrl}/categories/${category.slug}/`,
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
