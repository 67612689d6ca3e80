/**
 * Display rules (spec 000 §5 'Display rules', §2.1 pagination head rules, §2.3 footer copyright,
 * §2.4 'Video card' duration).
 */
import { EXCERPT_LENGTH } from './constants.ts';

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

/** The two number formats, built at the first price shown (an Intl formatter is costly to create; most pages show no price). */
let moneyFormats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;
const money = () => {
  moneyFormats ??= {
    whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return moneyFormats;
};

/**
 * The site's one money format: '$' prefix, ',' thousands, '.' decimal, 2 decimals, whole numbers without decimals,
 * '-' after the prefix (spec 000 §5, 001 §9). `prefix`: another currency's symbol, or '$ ' where the spec writes the
 * price with a space (001's deal card old price, 002 §2.5 and §9's token packs).
 */
export function formatMoney(amount: number, prefix = '$'): string {
  const abs = Math.abs(amount);
  const rounded = Math.round(abs * 100) / 100;
  const body = Number.isInteger(rounded) ? money().whole.format(rounded) : money().cents.format(rounded);
  return `${prefix}${amount < 0 && rounded !== 0 ? '-' : ''}${body}`;
}

/** Currency symbols (spec 001 §9): USD $, EUR €, GBP £, RUB ₽. */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£', RUB: '₽' } as const;

/** A price in its currency: formatMoney's rules with the currency's symbol as the prefix. */
export const formatPrice = (amount: number, currency: keyof typeof CURRENCY_SYMBOLS = 'USD'): string =>
  formatMoney(amount, CURRENCY_SYMBOLS[currency]);

// The dates and relative times the chrome shows, and the durations the cards show, are modules of their own (every
// page's first load has the first, the card kit the second).
export { copyrightYear, formatDate, relativeTime } from './format-date.ts';
export { formatClock, formatDuration } from './format-duration.ts';
