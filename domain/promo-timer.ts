/**
 * The promo countdown banner's deadline (spec 001 §4 'Promo countdown banner', §9 'Promo and header-bar time zone:
 * America/Los_Angeles'): the end of dateEnd's day there, or of today with isCheatTimer. Time-zone arithmetic with
 * Temporal (temporal.ts), so a daylight-saving change day has its real length (23 or 25 hours). Used by the
 * root loader on the server (a dynamic import: the polyfill stays out of the pages' scripts); the banner's other
 * rules are in rules/promo-banner.ts.
 */
import { Temporal } from './temporal.ts';
import type { PromoTimer } from '../contracts/promo-timer.ts';
import { PROMO_DEFAULT_LINK, type PromoBannerData } from './promo-banner.ts';

/** The provider's time zone (§9). */
export const PROMO_TIME_ZONE = 'America/Los_Angeles';

/** The first instant after `date`'s day in the zone (the next midnight there), in epoch ms. */
export function endOfDayMs(date: ReturnType<typeof Temporal.PlainDate.from>, timeZone = PROMO_TIME_ZONE): number {
  return date.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;
}

/**
 * The deadline of a promotion (§4): the end of dateEnd's day in Los Angeles, or with isCheatTimer the end of today
 * there (today at `nowMs`). Null when dateEnd is not a date.
 */
export function promoDeadlineMs(timer: { dateEnd: string; isCheatTimer: boolean }, nowMs: number): number | null {
  if (timer.isCheatTimer) {
    const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(PROMO_TIME_ZONE).toPlainDate();
    return endOfDayMs(today);
  }
  try {
    return endOfDayMs(Temporal.PlainDate.from(timer.dateEnd, { overflow: 'reject' }));
  } catch {
    return null;
  }
}

/** What the visit keeps of a promotion: its deadline at `nowMs` and what the banner shows; null without a deadline. */
export function promoBannerData(timer: PromoTimer, nowMs: number): PromoBannerData | null {
  const deadlineMs = promoDeadlineMs(timer, nowMs);
  if (deadlineMs === null) return null;
  return {
    deadlineMs,
    description: timer.mainDescription,
    link: timer.link || PROMO_DEFAULT_LINK,
    images: { mobile: timer.imageMobile.url, tablet: timer.imageTablet.url, desktop: timer.imageDesktop.url },
  };
}
