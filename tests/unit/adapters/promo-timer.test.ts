/**
 * The promo timer's call (spec 001 §7 GET {siteHost}/api/memberships/service/timer; §8 errors swallowed): the
 * promotion with its images on the content host, null for none, and a failure logged and given as null.
 */
import { describe, expect, it } from 'vitest';
import { createSalesApi } from '../../../adapters/sales.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const timer = {
  dateEnd: '2027-12-31',
  isCheatTimer: false,
  imageMobile: { url: '/media/art/promo-timer/m.svg' },
  imageTablet: { url: '/media/art/promo-timer/t.svg' },
  imageDesktop: { url: '/media/art/promo-timer/d.svg' },
  mainDescription: 'Winter sale',
};

describe('promo timer client', () => {
  it('gets the promotion, images on the content host', async () => {
    const h = harness([json({ data: timer })]);
    const api = createSalesApi(h.http, { contentHost: 'https://cdn.test', log: h.log });
    const got = await api.promoTimer();
    expect(h.requests[0]?.url).toBe('https://site.test/api/memberships/service/timer');
    expect(got).toMatchObject({ dateEnd: '2027-12-31', mainDescription: 'Winter sale' });
    expect([got?.imageMobile.url, got?.imageTablet.url, got?.imageDesktop.url]).toEqual([
      'https://cdn.test/media/art/promo-timer/m.svg',
      'https://cdn.test/media/art/promo-timer/t.svg',
      'https://cdn.test/media/art/promo-timer/d.svg',
    ]);
  });

  it('null when no promotion runs; a failure or a wrong shape is logged and gives null', async () => {
    const h = harness([json({ data: null }), json({ message: 'down' }, 500), json({ data: { dateEnd: 'soon' } })]);
    const api = createSalesApi(h.http, { contentHost: '', log: h.log });
    expect(await api.promoTimer()).toBeNull();
    expect(h.log.entries).toEqual([]);
    expect(await api.promoTimer()).toBeNull();
    expect(await api.promoTimer()).toBeNull();
    expect(h.log.entries.filter((e) => e.msg === 'Failed to get promo timer')).toHaveLength(2);
  });
});
