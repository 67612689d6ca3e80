/**
 * The js-hit tracker's client (spec 001 §4 'Affiliate id'; contracts/affiliate.ts): the hit posted to the site host;
 * a failure of any kind is logged and answered false, never thrown, and never sends the visitor to /404/ or logs them
 * out.
 */
import { describe, expect, it } from 'vitest';
import { HIT_FAILED, createAffiliateApi } from '../../../adapters/affiliate.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const HIT = { affId: 'aff-7', offerId: 'spring', path: '/join-now/', unique: true };

describe('affiliate client', () => {
  it('posts the hit to {siteHost}/api/affiliate/hits and says it was recorded', async () => {
    const h = harness([json({ data: { recorded: true } }, 201)]);
    const api = createAffiliateApi(h.http, { log: h.log });
    expect(await api.recordHit(HIT)).toBe(true);
    expect(h.requests).toEqual([expect.objectContaining({ url: 'https://site.test/api/affiliate/hits', method: 'POST', body: HIT })]);
    expect(h.log.entries).toEqual([]);
  });

  it('answers false and logs a refusal, a 404, a 401, a network failure or a foreign answer', async () => {
    const h = harness([
      json({ status: { code: 422, message: 'bad' } }, 422),
      json({ status: { code: 404, message: 'Not found' } }, 404),
      json({ status: { code: 401, message: 'Unauthorized' } }, 401),
      new TypeError('fetch failed'),
      json({ data: {} }),
      json({ data: { recorded: false } }),
    ]);
    const api = createAffiliateApi(h.http, { log: h.log });
    for (let i = 0; i < 6; i += 1) expect(await api.recordHit(HIT)).toBe(false);
    expect(h.log.entries.filter((e) => e.msg === HIT_FAILED)).toHaveLength(6);
    expect(h.navigate).not.toHaveBeenCalled();
    expect([h.refresh, h.onForcedLogout].map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
  });
});
