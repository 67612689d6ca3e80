/**
 * The member-plus client (spec 001 §7 {memberPlus} calls with Accept: application/json and X-App, §8 'Member-plus
 * payment-URL failure or non-200'): the pop-up's media on the content host, the payment URL used on 200 only, a 404
 * kept on the page, and each failure logged with its line while the caller gets the empty default.
 */
import { describe, expect, it } from 'vitest';
import { MEMBER_PLUS_FAILURES, createMemberPlusApi } from '../../../adapters/member-plus.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const price = {
  uuid: 'mp-1',
  title: 'MidnightVR Member Plus',
  amount: 9.99,
  period: { unit: 'month', count: 1 },
  piCode: 'MP-1',
  site: { url: 'https://midnightvr.test', returnUrl: 'https://midnightvr.test/members/', segpayPackageId: 'sp-1' },
  popup: { mainImage: '/media/main.svg', smallImage: 'https://elsewhere.test/small.svg', videoLink: '/media/clip.webm' },
};
const query = { piCode: 'MP-1', siteUrl: 'https://midnightvr.test', returnUrl: '', paymentSystem: 'epoch', segpayPackageId: 'sp-1' };
const membership = {
  uuid: 'm1',
  siteHost: 'midnightvr.test',
  isExternalSite: true,
  isMemberPlus: true,
  priceUuid: 'mp-1',
  paymentSystem: 'epoch',
  status: 100,
  isActive: true,
  joinedAt: 1,
  rebillAt: 2,
};

describe('member-plus client', () => {
  it('sends Accept and X-App, and puts the pop-up’s media on the content host', async () => {
    const h = harness([json({ data: price })]);
    const found = await createMemberPlusApi(h.http, { contentHost: 'https://cdn.test', log: h.log }).price('mp-1');
    expect(h.requests[0]?.url).toBe('https://site.test/api/v1/member-plus-prices/mp-1');
    expect(h.requests[0]?.headers).toMatchObject({ accept: 'application/json', 'x-app': 'site' });
    expect(found?.popup).toMatchObject({
      mainImage: 'https://cdn.test/media/main.svg',
      smallImage: 'https://elsewhere.test/small.svg',
      videoLink: 'https://cdn.test/media/clip.webm',
      middleLayerImage: '',
    });
    expect([found?.customPaymentUrl, found?.currency]).toEqual([null, 'USD']);
    expect(h.log.entries).toEqual([]);
  });

  it('asks for the payment URL with the five query fields and uses it on 200 only', async () => {
    const h = harness([json({ data: { paymentUrl: 'https://pay.test/1' } }), json({ data: { paymentUrl: 'https://pay.test/2' } }, 201)]);
    const api = createMemberPlusApi(h.http, { contentHost: '', log: h.log });
    expect(await api.paymentUrl(query)).toBe('https://pay.test/1');
    expect(h.requests[0]?.url).toBe(
      'https://site.test/api/v1/memberships/payment-url?piCode=MP-1&siteUrl=https%3A%2F%2Fmidnightvr.test&returnUrl=&paymentSystem=epoch&segpayPackageId=sp-1',
    );
    expect(h.requests[0]?.headers).toMatchObject({ authorization: 'Bearer A1', 'x-app': 'site' });
    expect(await api.paymentUrl(query)).toBeNull();
    expect(h.log.entries.map((e) => [e.msg, (e.detail as { status: number }).status])).toEqual([[MEMBER_PLUS_FAILURES.paymentUrl, 201]]);
  });

  it('keeps a 404 on the page (no /404/) and gives null', async () => {
    const h = harness([json({ status: { code: 404, message: 'Not found' } }, 404)]);
    expect(await createMemberPlusApi(h.http, { contentHost: '', log: h.log }).price('nope')).toBeNull();
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.log.entries.at(-1)?.msg).toBe(MEMBER_PLUS_FAILURES.price);
  });

  it('reads the memberships and the status', async () => {
    const status = { isMemberPlus: true, activeSites: ['midnightvr.test'], nextRebillAt: 2 };
    const h = harness([json({ data: { memberships: [membership] } }), json({ data: status })]);
    const api = createMemberPlusApi(h.http, { contentHost: '', log: h.log });
    expect(await api.aggregate()).toEqual([membership]);
    expect(await api.status()).toEqual(status);
    expect(h.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/memberships/aggregate', '/api/v1/memberships/status']);
  });

  it('logs each failure with its line and gives the empty default', async () => {
    const down = () => json({ message: 'down' }, 500);
    const h = harness([down(), down(), json({ data: { memberships: [{ uuid: 42 }] } }), new Error('offline')]);
    const api = createMemberPlusApi(h.http, { contentHost: '', log: h.log });
    expect(await api.price('mp-1')).toBeNull();
    expect(await api.paymentUrl(query)).toBeNull();
    expect(await api.aggregate()).toEqual([]);
    expect(await api.status()).toEqual({ isMemberPlus: false, activeSites: [], nextRebillAt: null });
    const lines = h.log.entries.filter((e) => e.level === 'error').map((e) => e.msg);
    for (const line of Object.values(MEMBER_PLUS_FAILURES)) expect(lines).toContain(line);
  });
});
