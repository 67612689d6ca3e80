/**
 * The site API adapter's dashboard info (spec 001 §7 GET {siteHost}/api/wp/user/dashboardInfo with the bearer token,
 * §8 'Cancellation or dashboard-info error': logged): the answer parsed by its contract (absent fields take their
 * 'nothing known' values), and null with 'Failed to get dashboard info' logged when the call fails or the answer
 * breaks the contract.
 */
import { describe, expect, it } from 'vitest';
import { DASHBOARD_INFO_FAILED, createSiteApi } from '../../../adapters/site-api.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

describe('dashboard info', () => {
  it('asks with the token and gives the info and the figures, absent ones filled in', async () => {
    const h = harness([
      json({ data: { info: { paymentSystem: 'epoch', status: 'active', registry: 1_700_000_000 }, dashboard: { rebill_amount: 29.99 } } }),
    ]);
    const answer = await createSiteApi(h.http, h.log).dashboardInfo();
    expect(h.requests[0]?.url).toBe('https://site.test/api/wp/user/dashboardInfo');
    expect(h.requests[0]?.headers).toMatchObject({ authorization: 'Bearer A1' });
    expect(answer?.info).toMatchObject({
      paymentSystem: 'epoch',
      status: 'active',
      registry: 1_700_000_000,
      expiry: null,
      membership_currency: 'USD',
    });
    expect(answer?.dashboard).toMatchObject({ rebill_amount: 29.99, periodicity: null, discounted_rebill: null, vip_offer_paidup_months: 0 });
    expect(h.log.entries).toEqual([]);
  });

  it('logs a failure or a broken answer and gives null', async () => {
    const h = harness([json({ message: 'down' }, 500), json({ data: { info: { status: 42 } } })]);
    const site = createSiteApi(h.http, h.log);
    expect(await site.dashboardInfo()).toBeNull();
    expect(await site.dashboardInfo()).toBeNull();
    expect(h.log.entries.filter((e) => e.msg === DASHBOARD_INFO_FAILED)).toHaveLength(2);
  });
});
