/**
 * Builds the seoParams block of seeded entities (spec 000 §3 'SEO params'). The seed serves every sibling
 * site, so it names none: site name, page URL and Twitter handles are left empty and the site fills them
 * from its own configuration (canonical URL, site name).
 */
import type { SeoParams } from '../../contracts/common.ts';
import { shareImagePath } from '../media/share-images.ts';
import { art } from './constants.ts';

export interface SeoInput {
  title: string;
  description: string;
  image?: string;
  keywords?: string;
  shortSeoText?: string;
  fullSeoText?: string;
  type?: string;
  breadcrumb?: string;
}

/**
 * The seoParams of an entity. Its Open Graph and Twitter image is the raster twin of its art (a link preview shows no
 * SVG), else the site's logo card: every shared page has one.
 */
export function seo(input: SeoInput): SeoParams {
  const image = shareImagePath(input.image ?? '') || shareImagePath(art.logoHeader);
  return {
    title: input.title,
    metaDescription: input.description,
    metaKeywords: input.keywords ?? '',
    metaRobots: 'index, follow',
    shortSeoText: input.shortSeoText ?? '',
    fullSeoText: input.fullSeoText ?? '',
    breadcrumb: input.breadcrumb ?? '',
    jsonLdScriptEnabled: true,
    ogParams: {
      enabled: true,
      title: input.title,
      type: input.type ?? 'website',
      url: '',
      description: input.description,
      siteName: '',
      imageSecureFile: image ? { permalink: image } : null,
      imageSecureUrl: image,
    },
    twitterParams: {
      enabled: true,
      title: input.title,
      card: 'summary_large_image',
      site: '',
      description: input.description,
      domain: '',
      creator: '',
      imageFile: image ? { permalink: image } : null,
      imageLink: image,
    },
  };
}
