/** JSON-LD of catalogue entities (schema.org), emitted when seoParams.jsonLdScriptEnabled is on. */
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

/** Breadcrumbs (spec 000 §2.3) as a BreadcrumbList (schema.org); the current page (no link) is the page's own URL. */
export const breadcrumbJsonLd = (items: ReadonlyArray<{ label: string; href?: string }>, path: string, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: item.label,
    item: absolute(siteUrl, item.href ?? path),
  })),
});
