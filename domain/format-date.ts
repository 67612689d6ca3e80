/**
 * Dates and relative times as the site writes them (spec 000 §9 date formats, §5 relative time, §2.3 copyright year),
 * apart from the other formats (format.ts): the chrome shows these on every page.
 */

/**
 * Relative time from 'a few seconds' (0-44 s) through 'a minute', 'N minutes', 'an hour', 'N hours',
 * 'a day', 'N days', 'a month', 'N months', 'a year', 'N years', with 'ago' or 'in' (§5).
 * Thresholds: 45 s, 45 min, 22 h, 26 days, 11 months (the usual ones of such sites).
 */
export function relativeTime(fromSec: number, nowSec: number): string {
  const diff = fromSec - nowSec;
  const seconds = Math.round(Math.abs(diff));
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(minutes / 60);
  const days = Math.round(hours / 24);
  const months = Math.round(days / 30.436875);
  const years = Math.round(days / 365.25);
  let text: string;
  if (seconds < 45) text = 'a few seconds';
  else if (minutes <= 1) text = 'a minute';
  else if (minutes < 45) text = `${minutes} minutes`;
  else if (hours <= 1) text = 'an hour';
  else if (hours < 22) text = `${hours} hours`;
  else if (days <= 1) text = 'a day';
  else if (days < 26) text = `${days} days`;
  else if (months <= 1) text = 'a month';
  else if (months < 11) text = `${months} months`;
  else if (years <= 1) text = 'a year';
  else text = `${years} years`;
  return diff > 0 ? `in ${text}` : `${text} ago`;
}

/** Footer copyright year: the current UTC year (§2.3). */
export function copyrightYear(nowMs: number): number {
  return new Date(nowMs).getUTCFullYear();
}

/** The spec's date formats (§9), in UTC. */
const DATE_FORMATS = {
  'MMM DD, YYYY': { month: 'short', day: '2-digit', year: 'numeric' },
  'MMMM DD, YYYY': { month: 'long', day: '2-digit', year: 'numeric' },
  'MMMM D, YYYY': { month: 'long', day: 'numeric', year: 'numeric' },
  'MMMM D': { month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type DateFormat = keyof typeof DATE_FORMATS;

/**
 * Each formatter is built once, at its first use: Intl formatters are costly to create, and the first date formatter
 * of a page loads the locale's date data (about 12 ms of the main thread on a desktop, four times that on a phone).
 * Built with the module, they were most of the start task of every page, where most pages show no date.
 */
const built = new Map<DateFormat, Intl.DateTimeFormat>();

export function formatDate(unixSec: number, format: DateFormat): string {
  let formatter = built.get(format);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { ...DATE_FORMATS[format], timeZone: 'UTC' });
    built.set(format, formatter);
  }
  return formatter.format(unixSec * 1000);
}
