/** The site API's own biller rules (spec 001 §5 'Payment', 'Biller eligibility'; 002 §5 'Token tariffs, by biller'). */
import { describe, expect, it } from 'vitest';
import { eligibleBillers, tokenPackBillers } from '../../../backend/rules/billers.ts';
import { buildBillers } from '../../../backend/seed/sales.ts';
import { buildTokenTariffs } from '../../../backend/seed/token-tariffs.ts';
import type { Biller } from '../../../contracts/sales.ts';
import type { TokenTariff } from '../../../contracts/tokens.ts';

const names = (list: Biller[]) => list.map((b) => b.name);
const billers = buildBillers();

describe('the billers a price may be paid with', () => {
  const price = { isNonRecurring: false, slavePriceUuids: [] as string[], allowedBillers: [] as string[] };
  const eligible = (p: typeof price) => names(eligibleBillers(billers, p));

  it('takes a non-recurring biller only for a non-recurring price', () => {
    expect(eligible(price)).toEqual(['epoch', 'segpay']);
    expect(eligible({ ...price, isNonRecurring: true })).toEqual(['epoch', 'segpay', 'cryptopay']);
  });
  it('takes the restricted biller only where the price allows it', () => {
    expect(eligible({ ...price, allowedBillers: ['ccbill'] })).toEqual(['epoch', 'segpay', 'ccbill']);
  });
  it('takes a price with bundled prices through the bundle biller only', () => {
    expect(eligible({ ...price, slavePriceUuids: ['p-partner'] })).toEqual(['epoch']);
    expect(eligible({ ...price, slavePriceUuids: ['p-partner'], allowedBillers: ['ccbill'] })).toEqual(['epoch']);
  });
});

describe('the billers a token pack may be paid with', () => {
  const tariffs = buildTokenTariffs();
  const pack = (tokens: number) => tariffs.find((t) => t.normalPrice.tokenAmount === tokens) as TokenTariff;
  const sellers = (tariff: TokenTariff) => names(tokenPackBillers(billers, tariff));

  it('the eligible billers of each kind of seeded pack', () => {
    expect(sellers(pack(100))).toEqual(['epoch', 'segpay', 'ccbill', 'cryptopay']);
    expect(sellers(pack(200))).toEqual(['epoch', 'segpay', 'ccbill']);
    expect(sellers(pack(5000))).toEqual(['epoch', 'segpay']);
  });
  it('the restricted biller only when every price of the pack carries its code', () => {
    expect(sellers(pack(500))).toContain('ccbill');
    const special = pack(2500).specialPrice as TokenTariff['normalPrice'];
    expect(sellers({ ...pack(2500), specialPrice: { ...special, ccbillTiCode: '' } })).not.toContain('ccbill');
  });
  it('the other billers only with the default pi-code', () => {
    expect(sellers({ ...pack(200), normalPrice: { ...pack(200).normalPrice, epochPiCode: '' } })).toEqual(['ccbill']);
  });
});
