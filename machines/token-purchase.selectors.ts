/**
 * What the header's tokens dropdown and /tokens/ read of token purchase (machines/token-purchase.machine.ts), apart
 * from the machine, whose code arrives when a member's page is interactive.
 */
import { packPrice } from '../domain/token-tariffs.ts';
import type { TokenPurchaseContext, TokenPurchaseTag } from './token-purchase.machine.ts';

/** What the dropdown and the page read. */
export const selectTokenPurchase = (s: { context: TokenPurchaseContext; hasTag(tag: TokenPurchaseTag): boolean }) => ({
  open: s.hasTag('dropdownOpen'),
  loading: s.hasTag('offerLoading'),
  quickBuy: s.context.quickBuy,
  busy: s.hasTag('busy'),
  pendingPrice: s.context.pending ? packPrice(s.context.pending).priceUuid : null,
  error: s.context.error,
});
