/**
 * The deals through the content API client (spec 001 §7 'Deals': data.items; §8 'Value pop-up, deals and most
 * content fetches fail: errors swallowed; empty defaults'): images on the content host, defaults filled in, and none
 * (logged) when the call fails or its answer breaks the contract.
 */
import { describe, expect, it } from 'vitest';
import { createContentApi } from '../../../adapters/content-api.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const sanitizer = async () => serverSanitizer();
const HOST = 'https://cdn.test';
const api = (h: ReturnType<typeof harness>) => createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });

describe('deals', () => {
  it('reads data.items with the images on the content host and the defaults filled in', async () => {
    const h = harness([
      json({
        data: {
          items: [
            {
              title: 'Neon Lagoon VR',
              image: { permalink: '/media/art/deal/1.svg' },
              oldPrice: 29.99,
              newPrice: 9.99,
              timer: 90,
              variant: 'largeRed',
            },
            { title: 'Odd one', oldPrice: 10, newPrice: 5, variant: 'purple' },
          ],
        },
      }),
    ]);
    const deals = await api(h).deals();
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/deals');
    expect(deals[0]).toEqual({
      id: 0,
      title: 'Neon Lagoon VR',
      description: '',
      image: { permalink: 'https://cdn.test/media/art/deal/1.svg', alt: '' },
      oldPrice: 29.99,
      newPrice: 9.99,
      timer: 90,
      notificationTexts: [],
      btnLink: '',
      type: '',
      sort: 0,
      variant: 'largeRed',
    });
    // A variant the site does not know is drawn as 'red'; no image stays none.
    expect(deals[1]).toMatchObject({ image: null, variant: 'red' });
  });

  it('gives none when the call fails or the answer breaks the contract, and logs it', async () => {
    for (const answer of [json({}, 500), json({ data: { items: [{ title: 3 }] } }), json({ items: [] })]) {
      const h = harness([answer]);
      expect(await api(h).deals()).toEqual([]);
      expect(h.log.entries.some((e) => e.level === 'error' && e.msg.includes('deals'))).toBe(true);
    }
  });
});

describe('deal slides', () => {
  it('reads data.items with the images on the content host', async () => {
    const slide = { id: 2, type: 'mobile', sort: 1, image: { permalink: '/media/art/deal-slide/2-mobile.svg', alt: 'Save' }, link: '/join-now/' };
    const h = harness([json({ data: { items: [slide] } })]);
    expect(await api(h).dealSlides()).toEqual([{ ...slide, image: { ...slide.image, permalink: `${HOST}/media/art/deal-slide/2-mobile.svg` } }]);
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/deal-sliders');
  });

  it('gives none when the call fails', async () => {
    const h = harness([json({}, 503)]);
    expect(await api(h).dealSlides()).toEqual([]);
  });
});
