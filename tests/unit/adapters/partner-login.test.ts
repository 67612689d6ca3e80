/**
 * The site API's partner app login calls (/playalogin/; README 'Partner app login'): the app of a redirect URI (an
 * unknown one is not the same as a failed lookup), and the one-time code; answers become results that never throw.
 */
import { describe, expect, it } from 'vitest';
import { createSiteApi } from '../../../adapters/site-api.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const GENERIC = 'Uh-oh... Something went wrong.';
const APP = { clientId: 'playa-sandbox', name: 'PLAYA', redirectUri: 'https://site.test/partner-sandbox/playa/' };

describe('partnerApp', () => {
  it('answers the registered app of the redirect URI', async () => {
    const h = harness([json({ status: { code: 200, message: 'OK' }, data: APP })]);
    expect(await createSiteApi(h.http).partnerApp(APP.redirectUri)).toEqual({ ok: true, app: APP });
    expect(h.requests[0]?.url).toBe(`https://site.test/api/account/partner-app?redirect_uri=${encodeURIComponent(APP.redirectUri)}`);
  });

  it('404: an unknown app; a failure or a bad answer: not called unknown', async () => {
    const unknown = harness([json({ status: { code: 404, message: 'This app is not registered.' } }, 404)]);
    expect(await createSiteApi(unknown.http).partnerApp('https://elsewhere.test/')).toEqual({ ok: false, unknown: true });
    expect(unknown.navigate).not.toHaveBeenCalled();
    const down = harness([new TypeError('fetch failed')]);
    expect(await createSiteApi(down.http).partnerApp(APP.redirectUri)).toEqual({ ok: false, unknown: false });
    const bad = harness([json({ status: { code: 200, message: 'OK' }, data: { name: 7 } })]);
    expect(await createSiteApi(bad.http).partnerApp(APP.redirectUri)).toEqual({ ok: false, unknown: false });
  });
});

describe('partnerCode', () => {
  it('answers the code, asked for the app and its redirect URI', async () => {
    const h = harness([json({ status: { code: 200, message: 'OK' }, data: { code: 'c0de', expiresIn: 60 } })]);
    expect(await createSiteApi(h.http).partnerCode({ clientId: APP.clientId, redirectUri: APP.redirectUri })).toEqual({ ok: true, code: 'c0de' });
    expect(h.requests[0]).toMatchObject({
      url: 'https://site.test/api/account/partner-code',
      body: { clientId: APP.clientId, redirectUri: APP.redirectUri },
    });
  });

  it('a refusal carries the server message; a failure is the generic error', async () => {
    const limited = harness([json({ status: { code: 429, message: 'Too many requests. Please try again in 1 minute.' } }, 429)]);
    expect(await createSiteApi(limited.http).partnerCode({ clientId: APP.clientId, redirectUri: APP.redirectUri })).toEqual({
      ok: false,
      message: 'Too many requests. Please try again in 1 minute.',
    });
    const down = harness([new TypeError('fetch failed')]);
    expect(await createSiteApi(down.http).partnerCode({ clientId: APP.clientId, redirectUri: APP.redirectUri })).toEqual({
      ok: false,
      message: GENERIC,
    });
  });
});
