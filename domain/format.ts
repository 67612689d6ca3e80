/**
 * Display rules (spec 000 §5 'Display rules', §2.1 pagination head rules, §2.3 footer copyright,
 * §2.4 'Video card' duration).
 */
import { EXCERPT_LENGTH } from './constants.ts';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Seconds → 'HH:mm:ss' (hours not wrapped at 24). */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}

/** Seconds → a player's clock: 'm:ss', or 'h:mm:ss' from an hour ('Resume from 12:34'). */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = pad2(total % 60);
  return h > 0 ? `${h}:${pad2(m)}:${s}` : `${m}:${s}`;
}

/** Page title with ' - Page N' on pages after the first (§2.1). */
export function pageTitle(title: string, page: number): string {
  return page > 1 ? `${title} - Page ${page}` : title;
}

/** Meta description with ' Page N' on pages after the first, only if a description exists (§2.1). */
export function pageDescription(description: string, page: number): string {
  return description && page > 1 ? `${description} Page ${page}` : description;
}

/** A page number after the list's last page (an empty list still has page 1): the 404 screen (§2.1, §2.4). */
export function isPastLastPage(page: number, pages: number): boolean {
  return page > Math.max(1, pages);
}

/** rel=prev / rel=next links; the prev link of page 2 is the bare path; none past the last page (§2.1). */
export function relLinks(path: string, page: number, pages: number): { prev?: string; next?: string } {
  const links: { prev?: string; next?: string } = {};
  if (isPastLastPage(page, pages)) return links;
  if (page > 1) links.prev = page === 2 ? path : `${path}?page=${page - 1}`;
  if (page < pages) links.next = `${path}?page=${page + 1}`;
  return links;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Strips HTML and cuts to `n` characters with '...' (§5, default 55). */
export function excerpt(html: string, n: number = EXCERPT_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > n ? `${text.slice(0, n).trimEnd()}...` : text;
}

const money2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money0 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The site's one money format: '$' prefix, ',' thousands, '.' decimal, 2 decimals, whole numbers without decimals,
 * '-' after the prefix (spec 000 §5, 001 §9). `prefix`: another currency's symbol, or '$ ' where the spec writes the
 * price with a space (001's deal card old price, 002 §2.5 and §9's token packs).
 */
export function formatMoney(amount: number, prefix = '$'): string {
  const abs = Math.abs(amount);
  const rounded = Math.round(abs * 100) / 100;
  const body = Number.isInteger(rounded) ? money0.format(rounded) : money2.format(rounded);
  return `${prefix}${amount < 0 && rounded !== 0 ? '-' : ''}${body}`;
}

/** Currency symbols (spec 001 §9): USD $, EUR €, GBP £, RUB ₽. */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£', RUB: '₽' } as const;

/** A price in its currency: formatMoney's rules with the currency's symbol as the prefix. */
export const formatPrice = (amount: number, currency: keyof typeof CURRENCY_SYMBOLS = 'USD'): string =>
  formatMoney(amount, CURRENCY_SYMBOLS[currency]);

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
