/**
 * Deals (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel', §4 'Deal countdown and texts', §9 'Deals'):
 * the discount sticker, the prices and the countdown as shown, the order by sort, the maintenance carousel's deals,
 * its placeholders and its layout per width.
 */
import { formatDuration, formatMoney } from './format.ts';

/** The countdown moves a second at a time; the notification texts rotate every 5 s (spec 001 §4, §9). */
export const DEAL_TICK_MS = 1000;
export const DEAL_ROTATION_MS = 5000;
/** The deals of this type also show on the maintenance page (spec 001 §2). */
export const MAINTENANCE_DEAL_TYPE = 'maintenance';
/** At most this many placeholder cards while the maintenance carousel loads (spec 001 §9). */
export const MAX_DEAL_PLACEHOLDERS = 3;

/** round((oldPrice − newPrice) / oldPrice × 100); 0 when there is no old price to compare with. */
export function discountPercent(oldPrice: number, newPrice: number): number {
  if (!Number.isFinite(oldPrice) || !Number.isFinite(newPrice) || oldPrice <= 0) return 0;
  return Math.round(((oldPrice - newPrice) / oldPrice) * 100);
}

/** The sticker 'N% Off', shown only when the rounded discount is above 0. */
export function discountSticker(oldPrice: number, newPrice: number): string | null {
  const percent = discountPercent(oldPrice, newPrice);
  return percent > 0 ? `${percent}% Off` : null;
}

/** The old price as the card shows it: '$ X' (a space after the sign; the site's money format otherwise). */
export const oldPriceLabel = (amount: number): string => formatMoney(amount, '$ ');
/** The new price: '$X'. */
export const newPriceLabel = (amount: number): string => formatMoney(amount);

/** The countdown's seconds as 'HH:mm:ss'. */
export const formatCountdown = (seconds: number): string => formatDuration(seconds);

/** Whether a deal shows a countdown: its timer is above 0. */
export const hasCountdown = (deal: { timer: number }): boolean => Number.isFinite(deal.timer) && deal.timer > 0;

/** The countdown's start: the timer in whole seconds (0: none). */
export const countdownStart = (deal: { timer: number }): number => (hasCountdown(deal) ? Math.floor(deal.timer) : 0);

/** One second later: down by 1; at 0 back to the timer (spec 001 §4). */
export const nextCountdown = (remaining: number, timer: number): number => (remaining > 0 ? remaining - 1 : timer);

/** Whether a deal's notification text rotates: it has 2 or more. */
export const rotatesTexts = (deal: { notificationTexts: readonly string[] }): boolean => deal.notificationTexts.length >= 2;

/** The next text of `count`, wrapping to the first. */
export const nextTextIndex = (index: number, count: number): number => (count >= 2 ? (index + 1) % count : 0);

/** Ordered by sort ascending; equal sorts keep their order. */
export const bySort = <T extends { sort: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.sort - b.sort);

/** The deals a list shows: all of them, or only those of type `only` (the maintenance carousel), by sort. */
export const dealsToShow = <T extends { sort: number; type: string }>(deals: readonly T[], only: string | null = null): T[] =>
  bySort(only === null ? deals : deals.filter((deal) => deal.type === only));

/** The slides of one width ('mobile' or 'desktop'), by sort. */
export const slidesOfType = <T extends { sort: number; type: string }>(slides: readonly T[], type: 'mobile' | 'desktop'): T[] =>
  bySort(slides.filter((slide) => slide.type === type));

/** Placeholder cards while loading: one per deal, at most 3; 3 while the deals are not known yet. */
export const placeholderCount = (deals: readonly unknown[] | null): number =>
  deals === null ? MAX_DEAL_PLACEHOLDERS : Math.min(deals.length, MAX_DEAL_PLACEHOLDERS);

/**
 * The maintenance carousel per width (spec 001 §2): 1 slide with 10 px spacing on xs and sm (below 768 px), 2 with
 * 30 px on md (768–991 px), 3 with 30 px on lg and xl (992 px and wider). Keys are swiper's min-width breakpoints.
 */
export const MAINTENANCE_CAROUSEL_BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 10 },
  768: { slidesPerView: 2, spaceBetween: 30 },
  992: { slidesPerView: 3, spaceBetween: 30 },
} as const;

/** Slides per view at a viewport width (the breakpoints above). */
export function slidesPerViewAt(width: number): number {
  if (width >= 992) return 3;
  if (width >= 768) return 2;
  return 1;
}

/** The carousel centres its slides when there are fewer than 2 deals. */
export const centredSlides = (count: number): boolean => count < 2;
