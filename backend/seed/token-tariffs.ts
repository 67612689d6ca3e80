/**
 * The token packs of the live cams (spec 002 §3.7, §5): eight packs by sort, four of them quick-buy, one on a
 * special price, one that only card billers but the restricted one sell (no ti-code), one that the one-time (crypto)
 * biller sells too (non-recurring prices). Their icons are generated coin stacks (backend/routes/tokens.ts).
 */
import type { TokenPackPrice, TokenTariff } from '../../contracts/tokens.ts';

type Pack = {
  tokens: number;
  price: number;
  badge?: string;
  quick?: boolean;
  special?: number;
  /** Sold by the restricted card biller (has its ti-code). */
  ccbill?: boolean;
  /** Sold as a one-time price (the non-recurring biller may take it). */
  oneTime?: boolean;
};

const PACKS: Pack[] = [
  { tokens: 100, price: 9.99, quick: true, ccbill: true, oneTime: true },
  { tokens: 200, price: 17.99, ccbill: true },
  { tokens: 500, price: 39.99, badge: 'Popular', quick: true, ccbill: true, oneTime: true },
  { tokens: 1000, price: 74.99, quick: true, ccbill: true },
  { tokens: 2500, price: 174.99, badge: 'Best value', quick: true, special: 149.99, ccbill: true },
  { tokens: 5000, price: 329.99 },
  { tokens: 10000, price: 629.99, badge: 'VIP', ccbill: true },
  { tokens: 25000, price: 1499.99, oneTime: true, ccbill: true },
];

function priceOf(pack: Pack, amount: number, kind: 'normal' | 'special'): TokenPackPrice {
  return {
    priceUuid: `tokens-${pack.tokens}-${kind}`,
    itemCode: `TK${pack.tokens}${kind === 'special' ? 'S' : ''}`,
    priceAmount: amount,
    tokenAmount: pack.tokens,
    topDescription: pack.badge ?? '',
    nonRecurringPrice: pack.oneTime === true,
    ccbillTiCode: pack.ccbill ? `ti-${pack.tokens}${kind === 'special' ? 's' : ''}` : '',
    epochPiCode: `pi-${pack.tokens}${kind === 'special' ? 's' : ''}`,
  };
}

export const buildTokenTariffs = (): TokenTariff[] =>
  PACKS.map((pack, i) => ({
    sort: (i + 1) * 10,
    imageToken: String(pack.tokens),
    isQuickBuy: pack.quick === true,
    normalPrice: priceOf(pack, pack.price, 'normal'),
    specialPrice: pack.special === undefined ? null : priceOf(pack, pack.special, 'special'),
  }));
