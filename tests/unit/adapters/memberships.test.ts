/**
 * The site API adapter's memberships and cancellation (spec 001 §4 'Dashboard and cancellation': the membership uuid
 * sent, the result passed back, errors logged and passed back; §7 membership-cancel; §8): the list parsed and sorted
 * by sort ([] logged on failure); a cancellation's answer passed back, a refusal's message passed back (a 404 stays
 * on the page), the generic message for no answer or a server failure; never thrown.
 */
import { describe, expect, it } from 'vitest';
import { MEMBERSHIPS_FAILED, MEMBERSHIP_CANCEL_FAILED, createSiteApi } from '../../../adapters/site-api.ts';
import { GENERIC_ERROR } from '../../../adapters/messages.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const item = (uuid: string, sort: number, extra: Record<string, unknown> = {}) => ({
  uuid,
  membership: { name: uuid, sort, isActive: true },
  status: 'active',
  ...extra,
});

describe('memberships', () => {
  it('asks with the token and gives the items by sort, absent fields filled in', async () => {
    const h = harness([json({ data: { items: [item('b', 2, { isExternalSite: true, siteName: 'LumenAR' }), item('a', 1)] } })]);
    const items = await createSiteApi(h.http, h.log).memberships();
    expect(h.requests[0]?.url).toBe('https://site.test/api/memberships/dashboard/memberships');
    expect(h.requests[0]?.headers).toMatchObject({ authorization: 'Bearer A1' });
    expect(items.map((m) => [m.uuid, m.isExternalSite, m.siteName, m.nonRecurring, m.expiry])).toEqual([
      ['a', false, '', false, null],
      ['b', true, 'LumenAR', false, null],
    ]);
    expect(h.log.entries).toEqual([]);
  });

  it('logs a failure or a broken answer and gives none', async () => {
    const h = harness([json({ message: 'down' }, 500), json({ data: { items: [{ uuid: 1 }] } })]);
    const site = createSiteApi(h.http, h.log);
    expect(await site.memberships()).toEqual([]);
    expect(await site.memberships()).toEqual([]);
    expect(h.log.entries.filter((e) => e.msg === MEMBERSHIPS_FAILED)).toHaveLength(2);
  });
});

describe('membership cancellation', () => {
  it('posts the membership uuid with the token and passes the result back', async () => {
    const h = harness([
      json({
        status: { code: 200, message: 'Your membership has been canceled.' },
        data: { membershipUuid: 'm-1', status: 'canceled', accessUntil: 5 },
      }),
    ]);
    const result = await createSiteApi(h.http, h.log).cancelMembership('m-1');
    expect(h.requests[0]).toMatchObject({
      url: 'https://site.test/api/memberships/dashboard/membership-cancel',
      method: 'POST',
      body: { membershipUuid: 'm-1' },
      headers: { authorization: 'Bearer A1' },
    });
    expect(result).toEqual({ ok: true, status: 'canceled', accessUntil: 5, message: 'Your membership has been canceled.' });
  });

  it('passes a refusal’s message back and logs it; a 404 stays on the page', async () => {
    const h = harness([
      json({ status: { code: 404, message: 'This membership is not one of yours.' } }, 404),
      json({ status: { code: 409, message: 'This membership is already canceled.' } }, 409),
    ]);
    const site = createSiteApi(h.http, h.log);
    expect(await site.cancelMembership('other')).toEqual({ ok: false, status: 404, message: 'This membership is not one of yours.' });
    expect(await site.cancelMembership('m-1')).toEqual({ ok: false, status: 409, message: 'This membership is already canceled.' });
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.log.entries.filter((e) => e.msg === MEMBERSHIP_CANCEL_FAILED)).toHaveLength(2);
  });

  it('gives the generic message for a server failure, no answer or a broken answer; never throws', async () => {
    const h = harness([json({ status: { code: 500, message: 'SQL exploded' } }, 500), new Error('offline'), json({ data: {} })]);
    const site = createSiteApi(h.http, h.log);
    for (let i = 0; i < 3; i++) expect(await site.cancelMembership('m-1')).toMatchObject({ ok: false, message: GENERIC_ERROR });
    expect(h.log.entries.filter((e) => e.msg === MEMBERSHIP_CANCEL_FAILED)).toHaveLength(3);
  });
});
