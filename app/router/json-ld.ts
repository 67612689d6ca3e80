/**
 * Structured data of catalogue entities (schema.org) that search engines use (issue 10): VideoObject, Person, ItemList,
 * BlogPosting, BreadcrumbList and the home page's WebSite with its SearchAction, emitted on every page they describe
 * (the CMS's own JSON-LD, /jsonld/{page}, only where seoParams.jsonLdScriptEnabled is on). tests/unit/app/json-ld.test.ts
 * checks each against the properties schema.org's consumers require.
 */
import type { BlogPost } from '../../contracts/blog.ts';
import type { Model, StandardCategory, Video } from '../../contracts/content-api.ts';
import { absolute } from './head.ts';

const isoDuration = (s: number) => `PT${Math.floor(s / 60)}M${Math.round(s % 60)}S`;

/** A video's page as a VideoObject; its trailer (the first source with a real file, spec 000 §2.4) is the content URL. */
export const videoJsonLd = (video: Video, siteUrl: string) => {
  const trailer = video.videoPlayerSources.trailer.find((s) => s.fileSize !== -1 && s.src);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: absolute(siteUrl, video.poster.permalink),
    uploadDate: new Date(video.publishedAt * 1000).toISOString(),
    duration: isoDuration(video.videoSettings.duration),
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
  ...(model.description ? { description: model.description.replace(/<[^>]+>/g, '').trim() } : {}),
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
