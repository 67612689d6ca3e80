/** The SEO text section (spec 000 §2.3): shown when a short text exists, the full text behind 'Read Full Text'. */
import type { SeoParams } from '../contracts/common.ts';

export type SeoTextData = { short: string; full: string };

export const seoTextOf = (seo: Pick<SeoParams, 'shortSeoText' | 'fullSeoText'> | null | undefined): SeoTextData | null =>
  seo?.shortSeoText ? { short: seo.shortSeoText, full: seo.fullSeoText } : null;
