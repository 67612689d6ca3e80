/**
 * How token numbers read (spec 002 §2.5): the header's balance, capped, and whole numbers grouped by thousands. Apart
 * from the packs' rules (token-tariffs.ts), which only the pages that sell tokens need.
 */

/** The header shows at most this (§2.5). */
export const BALANCE_DISPLAY_CAP = 99999;

/** A whole number with a space as the thousands separator and no decimals ('2 500'). */
export const groupThousands = (n: number): string =>
  Math.trunc(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The balance as the header shows it: capped at 99999 (§2.5); '' while unknown. */
export const displayBalance = (balance: number | null): string => (balance === null ? '' : groupThousands(Math.min(balance, BALANCE_DISPLAY_CAP)));
