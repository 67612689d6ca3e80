/**
 * The value pop-up client (spec 001 §3 'Value pop-up / header bar', 'Shown pop-ups on the user', §7 'only active items
 * kept', §8 errors swallowed): inactive items dropped, relative image paths under the upload endpoint (site paths and
 * absolute URLs kept), a failure logged with its line and none given; the shown ones recorded on the member's user or in
 * the guest's cookie.
 */
import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../../adapters/cookies.ts';
import { VALUE_POPUP_FAILURES, createValuePopupApi } from '../../../adapters/value-popups.ts';
import { SHOWN_VALUE_POPUPS_COOKIE, readShownCookie } from '../../../contracts/shown-value-popups-cookie.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const context = { showToGuest: true, url: '/space-odyssey/' };
const item = (uuid: string, fields: Record<string, unknown> = {}) => ({ uuid, template: 'regular', active: true, ...fields });

describe('value pop-up client', () => {
  it('keeps active items only and makes relative images URLs under the upload endpoint', async () => {
    const h = harness([
      json({
        data: [
          item('a', { mainImage: 'a-main.svg', smallImage: 'https://cdn.test/s.svg', videoLink: '/media/clips/preview-4.webm' }),
          item('off', { active: false }),
          item('b', { template: 'custom', middleLayerImage: 'b-layer.svg', mobileMiddleLayerImage: '' }),
        ],
      }),
    ]);
    const api = createValuePopupApi(h.http, { uploads: '/api/value-popup/uploads/', log: h.log, jar: memoryCookieJar() });
    const popups = await api.popups(context as never);
    expect(popups.map((p) => p.uuid)).toEqual(['a', 'b']);
    expect(popups[0]).toMatchObject({
      mainImage: '/api/value-popup/uploads/a-main.svg',
      smallImage: 'https://cdn.test/s.svg',
      videoLink: '/media/clips/preview-4.webm',
      middleLayerImage: '',
      showTrigger: 1,
      timeForTrigger: null,
    });
    expect(popups[1]?.middleLayerImage).toBe('/api/value-popup/uploads/b-layer.svg');
    expect(h.requests[0]).toMatchObject({ method: 'POST', body: context });
    expect(new URL(h.requests[0]?.url ?? '').pathname).toBe('/v1/front/show-pop');
  });

  it('asks show-header for the header bars; a failure or a bad answer is logged and gives none', async () => {
    const h = harness([
      json({ data: [item('hb', { template: 'header-bar-with-btn' })] }),
      json({ message: 'down' }, 500),
      json({ data: [{ uuid: 1 }] }),
    ]);
    const api = createValuePopupApi(h.http, { uploads: '/u', log: h.log, jar: memoryCookieJar() });
    expect((await api.headerBars(context as never)).map((p) => p.uuid)).toEqual(['hb']);
    expect(new URL(h.requests[0]?.url ?? '').pathname).toBe('/v1/front/show-header');
    expect(await api.popups(context as never)).toEqual([]);
    expect(await api.headerBars(context as never)).toEqual([]);
    const lines = h.log.entries.filter((e) => e.level === 'error').map((e) => e.msg);
    expect(lines).toEqual(expect.arrayContaining([VALUE_POPUP_FAILURES.popups, VALUE_POPUP_FAILURES.headerBars]));
  });

  it("records a guest's shown pop-ups in the cookie (once each), a member's on the user", async () => {
    const jar = memoryCookieJar({ [SHOWN_VALUE_POPUPS_COOKIE]: 'x' });
    const h = harness([json({ data: { shownValuePopUps: [{ uuid: 'm' }] } }), json({ message: 'down' }, 500)]);
    const api = createValuePopupApi(h.http, { uploads: '/u', log: h.log, jar });
    await api.recordShown('a', false);
    await api.recordShown('a', false);
    expect(api.shownByGuest()).toEqual(['x', 'a']);
    expect(h.requests).toHaveLength(0);
    await api.recordShown('m', true);
    expect(h.requests[0]).toMatchObject({ method: 'POST', body: { uuid: 'm' } });
    expect(new URL(h.requests[0]?.url ?? '').pathname).toBe('/api/wp/user/shown-value-popups');
    await expect(api.recordShown('m', true)).resolves.toBeUndefined();
    expect(h.log.entries.at(-1)?.msg).toBe(VALUE_POPUP_FAILURES.recordShown);
    expect(readShownCookie(undefined)).toEqual([]);
    expect(readShownCookie('a,,b')).toEqual(['a', 'b']);
  });
});
