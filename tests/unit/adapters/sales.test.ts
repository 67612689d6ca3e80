/**
 * The join-now calls' client (spec 001 §7 'Join-now and sales', §8): images on the content host, the sale event and
 * the affiliate id sent with the price slots, and each failure logged with the spec's line while the page gets the
 * empty default.
 */
import { describe, expect, it } from 'vitest';
import { createSalesApi } from '../../../adapters/sales.ts';
import { emptyJoinNowConfig, emptyJoinNowTemplate } from '../../../contracts/sales.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const HOST = 'https://cdn.test';
const slot = {
  uuid: 's1',
  type: 1,
  sort: 1,
  image: { url: '/media/plan.svg' },
  price: { uuid: 'p1', title: '1 Month', amount: 29.99, period: { unit: 'month', count: 1 } },
};

describe('sales client', () => {
  it('asks for the price slots with the sale event and the affiliate id, images on the content host', async () => {
    const h = harness([json({ data: [slot] }), json({ data: { standardImage1: { url: '/media/s1.svg' }, winnerLogos: [{ url: '/media/w.svg' }] } })]);
    const api = createSalesApi(h.http, { contentHost: HOST, log: h.log });
    const slots = await api.priceSlots({ event: 'sale-1', affId: 'aff7' });
    expect(h.requests[0]?.url).toBe('https://site.test/api/price-slots?event=sale-1&aff_id=aff7');
    expect(slots[0]?.image?.url).toBe('https://cdn.test/media/plan.svg');
    const template = await api.template();
    expect([template.standardImage1?.url, template.winnerLogos[0]?.url]).toEqual(['https://cdn.test/media/s1.svg', 'https://cdn.test/media/w.svg']);
    expect(h.log.entries).toEqual([]);
  });

  it('logs each failure with the spec’s line and gives the empty default', async () => {
    const down = () => json({ message: 'down' }, 500);
    const h = harness([down(), down(), down(), down(), json({ data: [{ name: 42 }] })]);
    const api = createSalesApi(h.http, { contentHost: '', log: h.log });
    expect(await api.template()).toEqual(emptyJoinNowTemplate);
    expect(await api.config()).toEqual(emptyJoinNowConfig);
    expect(await api.priceSlots({})).toEqual([]);
    expect(await api.currentSaleEvent({})).toBeNull();
    expect(await api.billers()).toEqual([]);
    const lines = h.log.entries.map((e) => e.msg);
    for (const line of [
      'Failed to get template',
      'Failed to get config',
      'Failed to get tariffs',
      'Failed to get current sale event',
      'Failed to get payment systems',
    ]) {
      expect(lines).toContain(line);
    }
    expect(h.requests[2]?.url).toBe('https://site.test/api/price-slots');
  });

  const signUp = {
    email: 'buyer@example.com',
    password: 'secret123',
    isReceiveUpdates: true,
    paymentSystem: 'epoch',
    priceUuid: 'p1',
    slavePriceUuids: [],
    affiliateId: 'aff7',
    offerId: '',
  };

  it('signs up and asks a payment URL: the URL, none, or the refusal {title, data} (spec 001 §8)', async () => {
    const refusal = {
      status: { code: 422, message: 'Please check the marked fields.' },
      errors: { title: 'Please check the marked fields.', data: { email: ['Taken.'] } },
    };
    const h = harness([
      json({ data: { paymentUrl: 'https://site.test/billing/epoch/pay/1/' } }),
      json({ data: { paymentUrl: null } }),
      json(refusal, 422),
      json({ message: 'down' }, 503),
      json({ status: { code: 403, message: 'Not yours.' } }, 403),
    ]);
    const api = createSalesApi(h.http, { contentHost: '', log: h.log });
    expect(await api.signUp(signUp)).toEqual({ ok: true, paymentUrl: 'https://site.test/billing/epoch/pay/1/' });
    expect(h.requests[0]).toMatchObject({ url: 'https://site.test/api/account', method: 'POST', body: signUp });
    expect(await api.signUp(signUp)).toEqual({ ok: true, paymentUrl: null });
    expect(await api.signUp(signUp)).toEqual({ ok: false, title: 'Please check the marked fields.', data: { email: ['Taken.'] } });
    // A failing service says nothing of its own to the buyer; a refused request says why.
    const body = { userUuid: 'u1', paymentSystem: 'epoch', priceUuid: 'p1', slavePriceUuids: [] };
    expect(await api.paymentUrl(body)).toEqual({ ok: false, title: 'Uh-oh... Something went wrong.', data: {} });
    expect(h.requests[3]).toMatchObject({ url: 'https://site.test/api/payment/url', method: 'POST', body });
    expect(await api.paymentUrl(body)).toEqual({ ok: false, title: 'Not yours.', data: {} });
  });

  it('asks for the leave-page offer: the special prices and their seconds, null (logged) when the call fails', async () => {
    const offer = { priceUuids: ['p1-special'], seconds: 600 };
    const h = harness([json({ data: offer }), json({ message: 'down' }, 500)]);
    const api = createSalesApi(h.http, { contentHost: '', log: h.log });
    expect(await api.leaveOffer()).toEqual(offer);
    expect(h.requests[0]).toMatchObject({ url: 'https://site.test/api/join-now/leave-offer', method: 'POST' });
    expect(await api.leaveOffer()).toBeNull();
    expect(h.log.entries.map((e) => e.msg)).toContain('Failed to get the leave-page offer');
  });

  it("reads a payment's status: the payment, null when unknown, and throws when the call fails", async () => {
    const payment = { status: 'declined', email: 'b@example.com', priceUuid: 'p1', slavePriceUuids: [], paymentSystem: 'epoch', message: 'No.' };
    const h = harness([json({ data: payment }), json({ status: { code: 404, message: 'Not found' } }, 404), json({ message: 'down' }, 500)]);
    const api = createSalesApi(h.http, { contentHost: '', log: h.log });
    expect(await api.paymentStatus('pay-1')).toEqual(payment);
    expect(h.requests[0]?.url).toBe('https://site.test/api/payment/status/pay-1');
    expect(await api.paymentStatus('pay-2')).toBeNull();
    expect(h.navigate).not.toHaveBeenCalled();
    await expect(api.paymentStatus('pay-3')).rejects.toThrow();
  });
});
