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

/** The spec's date formats (§9), in UTC; Intl formatters are built once (they are costly to create). */
const dateFormats = {
  'MMM DD, YYYY': new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  'MMMM DD, YYYY': new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  'MMMM D, YYYY': new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  'MMMM D': new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }),
} as const;
type DateFormat = keyof typeof dateFormats;

export function formatDate(unixSec: number, format: DateFormat): string {
  return dateFormats[format].format(unixSec * 1000);
}
