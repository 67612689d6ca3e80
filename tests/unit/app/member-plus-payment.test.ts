/**
 * The member-plus payment flow as the app composes it (app/screen-machines/member-plus-payment.ts; spec 001 §4 'Member-plus payment flow'):
 * the price and the payment URL through the member-plus adapter, and the browser sent on by a full navigation
 * (window.location.assign) to the biller's page, or to the fallback when the adapter has no URL.
 */
import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberPlusPayment } from '../../../app/screen-machines/member-plus-payment.ts';
import type { MemberPlusPaymentUrlQuery, MemberPlusPrice } from '../../../contracts/member-plus.ts';

const price = {
  uuid: 'mp-1',
  piCode: 'MP-1',
  customPaymentUrl: null,
  site: { url: 'https://midnightvr.test', returnUrl: '/videos/', segpayPackageId: 'sp-1' },
} as MemberPlusPrice;

afterEach(() => vi.unstubAllGlobals());

describe('the member-plus payment in the app', () => {
  const run = async (paymentUrl: string | null) => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const asked: (string | MemberPlusPaymentUrlQuery)[] = [];
    const memberPlus = {
      price: async (id: string) => {
        asked.push(id);
        return price;
      },
      paymentUrl: async (q: MemberPlusPaymentUrlQuery) => {
        asked.push(q);
        return paymentUrl;
      },
    };
    const flow = createActor(memberPlusPayment.provide({ memberPlus }), { input: { priceUuid: 'mp-1', paymentSystem: 'epoch' } });
    await waitFor(flow.start(), (s) => s.status === 'done');
    return { asked, assigned: assign.mock.calls };
  };

  it('asks the adapter for the price and the payment URL, then navigates to the biller’s page', async () => {
    const { asked, assigned } = await run('https://site.test/billing/epoch/pay/p1/');
    expect(asked).toEqual([
      'mp-1',
      { piCode: 'MP-1', siteUrl: 'https://midnightvr.test', returnUrl: '/videos/', paymentSystem: 'epoch', segpayPackageId: 'sp-1' },
    ]);
    expect(assigned).toEqual([['https://site.test/billing/epoch/pay/p1/']]);
  });

  it('navigates to the partner site’s join-now page when the adapter has no URL', async () => {
    expect((await run(null)).assigned).toEqual([['https://midnightvr.test/join-now/']]);
  });
});
