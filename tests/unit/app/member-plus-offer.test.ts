/**
 * The member-plus offer as the app composes it (app/screen-machines/member-plus-offer.ts; spec 001 §5 'Member-plus tile', §3 'Dashboard
 * info', §4): the member's dashboard facts through the site API adapter — asked once per member in the visit (a
 * failure is asked again next time) and narrowed to status and payment system —, the tile's price through the
 * member-plus adapter, and buying through the composed payment flow, which ends by a full navigation to the biller's
 * page with the member's biller.
 */
import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberPlusOffer } from '../../../app/screen-machines/member-plus-offer.ts';
import type { DashboardInfo } from '../../../contracts/dashboard.ts';
import { DashboardInfo as DashboardInfoSchema } from '../../../contracts/dashboard.ts';
import type { MemberPlusPaymentUrlQuery, MemberPlusPrice } from '../../../contracts/member-plus.ts';

const price = {
  uuid: 'mp-1',
  title: 'Partner Member Plus',
  amount: 9.99,
  currency: 'USD',
  period: { unit: 'month', count: 1 },
  piCode: 'MP-1',
  customPaymentUrl: null,
  site: { url: 'https://midnightvr.test', returnUrl: '', segpayPackageId: 'sp-1' },
} as MemberPlusPrice;
const tile = { id: 7, type: 'member-plus', name: 'Bonus', slug: 'bonus', memberPlus: true, priceUuid: 'mp-1' };
const flags = { loggedIn: true, activeOrExpired: true, inactiveWithBenefits: false };
const info = (paymentSystem: string): DashboardInfo => DashboardInfoSchema.parse({ info: { paymentSystem, status: 'active' } });

afterEach(() => vi.unstubAllGlobals());

describe('the member-plus offer in the app', () => {
  const compose = (answers: (DashboardInfo | null)[]) => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const dashboardInfo = vi.fn(async () => answers.shift() ?? null);
    const asked: MemberPlusPaymentUrlQuery[] = [];
    const memberPlus = {
      price: async () => price,
      paymentUrl: async (q: MemberPlusPaymentUrlQuery) => {
        asked.push(q);
        return 'https://site.test/billing/segpay/pay/p1/';
      },
    };
    // One visit's services: the dashboard facts are kept for it.
    const machine = memberPlusOffer.provide({ site: { dashboardInfo }, memberPlus });
    const start = async (member = 'user-1') => {
      const offer = createActor(machine, { input: { member, flags } }).start();
      await waitFor(offer, (s) => !s.hasTag('checking'));
      return offer;
    };
    return { start, dashboardInfo, asked, assign };
  };

  it('asks for the dashboard once per member, opens for a card biller and buys with the member’s biller', async () => {
    const { start, dashboardInfo, asked, assign } = compose([info('segpay')]);
    const first = await start();
    first.stop();
    const offer = await start();
    expect(dashboardInfo).toHaveBeenCalledTimes(1);
    expect(offer.getSnapshot().context.dashboard).toEqual({ status: 'active', paymentSystem: 'segpay' });
    offer.send({ type: 'TILE_CLICKED', tile });
    await waitFor(offer, (s) => s.matches({ offer: 'showing' }));
    offer.send({ type: 'BUY_CLICKED' });
    await waitFor(offer, (s) => s.matches({ offer: 'leaving' }));
    expect(asked.map((q) => [q.piCode, q.paymentSystem])).toEqual([['MP-1', 'segpay']]);
    expect(assign.mock.calls).toEqual([['https://site.test/billing/segpay/pay/p1/']]);
  });

  it('leaves the tiles links when the dashboard cannot be had, and asks again next time', async () => {
    const { start, dashboardInfo } = compose([null, info('epoch')]);
    const failed = await start();
    failed.send({ type: 'TILE_CLICKED', tile });
    expect(failed.getSnapshot().hasTag('open')).toBe(false);
    const offer = await start();
    expect(dashboardInfo).toHaveBeenCalledTimes(2);
    offer.send({ type: 'TILE_CLICKED', tile });
    expect(offer.getSnapshot().hasTag('open')).toBe(true);
  });

  it('stays a link for a member paying by another biller', async () => {
    const { start } = compose([info('ccbill')]);
    const offer = await start('user-2');
    offer.send({ type: 'TILE_CLICKED', tile });
    expect(offer.getSnapshot().hasTag('open')).toBe(false);
  });
});
