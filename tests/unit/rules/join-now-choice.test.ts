/** The join-now choice's cookie (domain/join-now-choice.ts): what it keeps comes back; anything else is no choice. */
import { describe, expect, it } from 'vitest';
import { decodeChoice, encodeChoice } from '../../../domain/join-now-choice.ts';

describe('the join-now choice cookie', () => {
  it('gives back the plan and payment system it kept', () => {
    const choice = { priceUuid: 'price-first-3m', paymentSystem: 'segpay' };
    expect(decodeChoice(encodeChoice(choice))).toEqual(choice);
  });

  it('reads no choice from nothing, a part missing, extra parts or characters a price id never has', () => {
    for (const value of [undefined, '', 'price-base-1m', 'price-base-1m ', ' segpay', 'a b c', 'price<x> segpay', `${'p'.repeat(101)} epoch`])
      expect(decodeChoice(value)).toBeNull();
  });
});
