/** Builds the seoParams block of seeded entities (spec 000 §3 'SEO params'). */
import type { SeoParams } from '../../contracts/common.ts';
import { SITE_DOMAIN, SITE_NAME } from './constants.ts';

export interface SeoInput {
  title: string;
  description: string;
  /** Site path with slashes, e.g. '/videos/sunset-rooftop-encounter/'. */
  path: string;
  image?: string;
  keywords?: string;
  shortSeoText?: string;
  fullSeoText?: string;
  type?: string;
  breadcrumb?: string;
}

export function seo(input: SeoInput): SeoParams {
  const url = `https://${SITE_DOMAIN}${input.path}`;
  const image = input.image ?? '';
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
      url,
      description: input.description,
      siteName: SITE_NAME,
      imageSecureFile: image ? { permalink: image } : null,
      imageSecureUrl: image,
    },
    twitterParams: {
      enabled: true,
      title: input.title,
      card: 'summary_large_image',
      site: '@vrdemosite',
      description: input.description,
      domain: SITE_DOMAIN,
      creator: '@vrdemosite',
      imageFile: image ? { permalink: image } : null,
      imageLink: image,
    },
  };
}
