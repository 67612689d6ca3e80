/**
 * The promo countdown banner's data for the root loader (spec 001 §2, §6, §7 GET /api/memberships/service/timer): the
 * promotion, with its deadline in Los Angeles worked out at the render's time (rules/promo-timer.ts, loaded on demand
 * so the Temporal polyfill never joins a page's scripts: the root loader runs on the server). Null for none.
 */
import type { PromoBannerData } from '../../domain/promo-banner.ts';
import type { Services } from './services.ts';

export async function loadPromoBanner(services: Services, nowMs: number): Promise<PromoBannerData | null> {
  const timer = await services.sales.promoTimer();
  if (!timer) return null;
  const { promoBannerData } = await import('../../domain/promo-timer.ts');
  return promoBannerData(timer, nowMs);
}
