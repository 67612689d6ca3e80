/**
 * The SEO text section's data (spec 000 §2.3 'SEO text section'): shown on its routes when a short text exists —
 * index, categories and categories-slug, models, videos, free, vr-porn-compilations, devices-slug, app, try-ar (and the
 * cam routes). The list routes take it from their generic page (domain/static-slug.ts); a page that fails to
 * load only loses its SEO text, never the list.
 */
import { type SeoTextData, seoTextOn } from '../../domain/seo-text.ts';
import { staticPageSlug } from '../../domain/static-slug.ts';
import type { Services } from './services.ts';

/**
 * The SEO text of a route's generic page; none on a route off the list (domain/seo-text.ts), when the page is missing
 * or its call failed (the adapter logged it).
 */
export const routeSeoText = (services: Services, routeName: string, path: string): Promise<SeoTextData | null> =>
  services.content.page(staticPageSlug(routeName, path)).then(
    (page) => seoTextOn(routeName, page?.seoParams),
    () => null,
  );
