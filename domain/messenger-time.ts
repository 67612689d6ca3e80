/**
 * The messenger's times (spec 002 §2.6 'Times', §9 'Timing'): under 24 hours old a relative time (refreshed every 60 s by
 * the messenger's clock), older ones DD.MM.YYYY; date separators give month and day. Calendar days are the viewer's
 * (a time zone passed in: the browser's own, a fixed one in tests), read with Intl, one formatter per zone.
 */
import { relativeTime } from './format.ts';

/** The relative-time refresh (§9: every 60 s). */
export const TIME_REFRESH_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const labelFormats = new Map<string, Intl.DateTimeFormat>();
const cached = (cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
};

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
export function dayKey(ms: number, timeZone: string): string {
  const parts = cached(dayFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A date separator's text: month and day ('November 20'). */
export const separatorLabel = (ms: number, timeZone: string): string => cached(labelFormats, timeZone, { month: 'long', day: 'numeric' }).format(ms);

/** DD.MM.YYYY in the time zone. */
export function fullDate(ms: number, timeZone: string): string {
  const [year, month, day] = dayKey(ms, timeZone).split('-');
  return `${day}.${month}.${year}`;
}

/** A message's or chat's time: relative under 24 hours, else DD.MM.YYYY. */
export function messengerTime(sentMs: number, nowMs: number, timeZone: string): string {
  // A time a little ahead of the viewer's clock (another machine's clock) reads as just now, not 'in …'.
  const past = Math.min(sentMs, nowMs);
  return nowMs - past < DAY_MS ? relativeTime(Math.floor(past / 1000), Math.floor(nowMs / 1000)) : fullDate(sentMs, timeZone);
}

/** The viewer's own time zone (the browser's; UTC where Intl cannot tell). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
