/**
 * The SEO text section (spec 000 §2.3): shown on its routes when a short text exists, the full text behind 'Read Full
 * Text'. The routes are one list, by the spec's route names; any other route shows none.
 */
import type { SeoParams } from '../contracts/common.ts';

export type SeoTextData = { short: string; full: string };

/** Spec 000 §2.3 'SEO text section': the routes that show it (the cam list's routes among them). */
export const SEO_TEXT_ROUTES = [
  'index',
  'categories',
  'categories-slug',
  'vr-cam-girls',
  'vr-cam-boys',
  'vr-cam-tag',
  'vr-cam-broadcast',
  'free',
  'devices-slug',
  'vr-porn-compilations',
  'models',
  'videos',
  'app',
  'try-ar',
] as const;

const seoTextOf = (seo: Pick<SeoParams, 'shortSeoText' | 'fullSeoText'> | null | undefined): SeoTextData | null =>
  seo?.shortSeoText ? { short: seo.shortSeoText, full: seo.fullSeoText } : null;

/** The SEO text a route shows from its seoParams: none on a route off the list, or without a short text. */
export const seoTextOn = (route: string, seo: Pick<SeoParams, 'shortSeoText' | 'fullSeoText'> | null | undefined): SeoTextData | null =>
  (SEO_TEXT_ROUTES as readonly string[]).includes(route) ? seoTextOf(seo) : null;
