/**
 * The header bar's countdown in the provider's time zone (spec 001 §4 'Header bar countdown', §9 'Promo and header-bar
 * time zone: America/Los_Angeles'): the items' wall-clock times 'YYYY-MM-DDTHH:mm:ss' there made instants, and with
 * cheatTimer the next midnight there. Time-zone arithmetic with Temporal (temporal.ts), so the daylight-saving
 * changes are right (a repeated hour takes its earlier instant, a skipped one is moved forward). Loaded on demand (the
 * root loader on the server, the bar's refetch in the browser) so the polyfill never joins a page's first load.
 */
import { Temporal } from './temporal.ts';
import type { ValuePopup } from '../contracts/value-popups.ts';
import type { HeaderBarCountdown, HeaderBarItem } from './header-bar.ts';

/** The provider's time zone (§9). */
export const HEADER_BAR_TIME_ZONE = 'America/Los_Angeles';

/** A wall-clock time in Los Angeles ('YYYY-MM-DDTHH:mm:ss', no offset) as epoch ms; null when it is not one. */
export function laWallClockMs(text: string | null | undefined): number | null {
  if (!text) return null;
  try {
    const local = Temporal.PlainDateTime.from(text, { overflow: 'reject' });
    return local.toZonedDateTime(HEADER_BAR_TIME_ZONE, { disambiguation: 'compatible' }).epochMilliseconds;
  } catch {
    return null;
  }
}

/** The next midnight in Los Angeles after `nowMs` (the start of tomorrow there), in epoch ms. */
export function nextLaMidnightMs(nowMs: number): number {
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(HEADER_BAR_TIME_ZONE).toPlainDate();
  return today.add({ days: 1 }).toZonedDateTime({ timeZone: HEADER_BAR_TIME_ZONE }).epochMilliseconds;
}

/**
 * An item's countdown at `nowMs` (§4): none without a (valid) timerDateTimeEnd; it runs from timerDateTimeStart (none:
 * already running) to timerDateTimeEnd, or with cheatTimer to the next midnight in Los Angeles.
 */
export function headerBarCountdown(
  item: Pick<ValuePopup, 'timerDateTimeStart' | 'timerDateTimeEnd' | 'cheatTimer'>,
  nowMs: number,
): HeaderBarCountdown | null {
  const end = laWallClockMs(item.timerDateTimeEnd);
  if (end === null) return null;
  return { startMs: laWallClockMs(item.timerDateTimeStart), endMs: item.cheatTimer ? nextLaMidnightMs(nowMs) : end };
}

/** What the bar keeps of the service's answer at `nowMs`. */
export function headerBarItems(items: readonly ValuePopup[], nowMs: number): HeaderBarItem[] {
  return items.map((item) => ({
    uuid: item.uuid,
    template: item.template,
    title: item.title,
    titleMobile: item.titleMobile,
    subTitle: item.subTitle,
    subTitleMobile: item.subTitleMobile,
    mainImage: item.mainImage,
    mainImageMobile: item.mainImageMobile,
    smallImage: item.smallImage,
    gradientStartColor: item.gradientStartColor,
    gradientEndColor: item.gradientEndColor,
    bgColor: item.bgColor,
    textColor: item.textColor,
    buttonText: item.buttonText,
    buttonUrl: item.buttonUrl,
    openLinkInNewTab: item.openLinkInNewTab,
    showCancelButton: item.showCancelButton,
    showTrigger: item.showTrigger,
    countdown: headerBarCountdown(item, nowMs),
  }));
}
