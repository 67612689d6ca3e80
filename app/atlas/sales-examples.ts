/** Example billers and a price of the sales machines' atlas entries (the seed's billers, one base price). */
import type { Biller, Price } from '../../contracts/sales.ts';

export const exampleBillers: Biller[] = [
  { name: 'epoch', nameHuman: 'Epoch (card)', isNonRecurring: false },
  { name: 'segpay', nameHuman: 'SegPay (card)', isNonRecurring: false },
  { name: 'ccbill', nameHuman: 'CCBill (card)', isNonRecurring: false },
  { name: 'cryptopay', nameHuman: 'Crypto, one-time', isNonRecurring: true },
];

export const examplePrice = (uuid: string, extra: Partial<Price> = {}): Price => ({
  uuid,
  title: '1 Month',
  amount: 29.99,
  oldAmount: 39.99,
  currency: 'USD',
  period: { unit: 'month', count: 1 },
  isNonRecurring: false,
  priceSlaveSites: [],
  slavePriceUuids: [],
  fakeTimer: null,
  specialTimer: null,
  piCode: null,
  customPaymentUrl: null,
  segPayTiCode: null,
  allowedBillers: [],
  ...extra,
});
