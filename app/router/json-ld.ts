/** JSON-LD of catalogue entities (schema.org), emitted when seoParams.jsonLdScriptEnabled is on. */
import type { BlogPost } from '../../contracts/blog.ts';
import type { Model, StandardCategory, Video } from '../../contracts/content-api.ts';
import { absolute } from './head.ts';

const isoDuration = (s: number) => `PT${Math.floor(s / 60)}M${Math.round(s % 60)}S`;

export const videoJsonLd = (video: Video, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'VideoObject',
  name: video.title,
  description: video.description || video.title,
  thumbnailUrl: absolute(siteUrl, video.poster.permalink),
  uploadDate: new Date(video.publishedAt * 1000).toISOString(),
  duration: isoDuration(video.videoSettings.duration),
  url: `${siteUrl}/videos/${video.slug}/`,
  actor: video.models.map((m) => ({ '@type': 'Person', name: m.title, url: `${siteUrl}/models/${m.slug}/` })),
});

export const modelJsonLd = (model: Model, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: model.title,
  image: absolute(siteUrl, model.featuredImage.permalink),
  url: `${siteUrl}/models/${model.slug}/`,
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
