/** Token packs' rules (spec 002 §2.5, §5 'Token tariffs, by biller', 'Biller eligibility'). */
import { describe, expect, it } from 'vitest';
import type { Biller } from '../../../contracts/sales.ts';
import type { TokenTariff } from '../../../contracts/tokens.ts';
import { buildBillers } from '../../../backend/seed/sales.ts';
import { buildTokenTariffs } from '../../../backend/seed/token-tariffs.ts';
import { displayBalance, groupThousands } from '../../../domain/token-balance.ts';
import {
  packPrice,
  packPriceText,
  quickBuyTariffs,
  sellableBy,
  tokenAmountText,
  tokenBillers,
  tokenIconPath,
} from '../../../domain/token-tariffs.ts';

const billers = buildBillers();
const biller = (name: string) => billers.find((b) => b.name === name) as Biller;
const tariffs = buildTokenTariffs();
const pack = (tokens: number) => tariffs.find((t) => t.normalPrice.tokenAmount === tokens) as TokenTariff;
const names = (list: Biller[]) => list.map((b) => b.name);

describe('which biller may sell a pack', () => {
  it('the restricted card biller only with its ti-code on both prices', () => {
    expect(sellableBy(pack(500), biller('ccbill'))).toBe(true);
    expect(sellableBy(pack(5000), biller('ccbill'))).toBe(false);
    const specialWithoutCode = { ...pack(2500), specialPrice: { ...(pack(2500).specialPrice as TokenTariff['normalPrice']), ccbillTiCode: '' } };
    expect(sellableBy(specialWithoutCode, biller('ccbill'))).toBe(false);
  });

  it('a non-recurring biller only with non-recurring prices; the others with the default pi-code', () => {
    expect(sellableBy(pack(100), biller('cryptopay'))).toBe(true);
    expect(sellableBy(pack(200), biller('cryptopay'))).toBe(false);
    expect(sellableBy({ ...pack(200), normalPrice: { ...pack(200).normalPrice, epochPiCode: '' } }, biller('segpay'))).toBe(false);
  });

  it('the eligible billers of each kind of pack', () => {
    expect(names(tokenBillers(billers, pack(100)))).toEqual(['epoch', 'segpay', 'ccbill', 'cryptopay']);
    expect(names(tokenBillers(billers, pack(200)))).toEqual(['epoch', 'segpay', 'ccbill']);
    expect(names(tokenBillers(billers, pack(5000)))).toEqual(['epoch', 'segpay']);
  });
});

describe('what the header and the page show', () => {
  it('the quick-buy packs by sort, and a pack at its special price while it has one', () => {
    expect(quickBuyTariffs([...tariffs].reverse()).map((t) => t.normalPrice.tokenAmount)).toEqual([100, 500, 1000, 2500]);
    expect(packPrice(pack(2500)).priceAmount).toBe(149.99);
    expect(packPrice(pack(500)).priceAmount).toBe(39.99);
  });

  it('a space as the thousands separator, no decimals; the balance capped at 99999; nothing while unknown', () => {
    expect(groupThousands(2500)).toBe('2 500');
    expect(groupThousands(1234567.9)).toBe('1 234 567');
    expect(groupThousands(999)).toBe('999');
    expect(tokenAmountText(25000)).toBe('25 000 tokens');
    expect(displayBalance(99999)).toBe('99 999');
    expect(displayBalance(100000)).toBe('99 999');
    expect(displayBalance(0)).toBe('0');
    expect(displayBalance(null)).toBe('');
  });

  it("'$ ' and the price; the icon's path", () => {
    expect(packPriceText(39.99)).toBe('$ 39.99');
    expect(packPriceText(10)).toBe('$ 10');
    expect(packPriceText(9.5)).toBe('$ 9.50');
    // The site's money format after the spec's '$ ': thousands grouped, a cent rounding kept to two places.
    expect(packPriceText(1200)).toBe('$ 1,200');
    expect(packPriceText(1249.999)).toBe('$ 1,250');
    expect(tokenIconPath('500')).toBe('/i/token-icons/tokens-500.svg');
  });
});
