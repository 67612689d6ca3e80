/**
 * A session ended during the server render (spec 000 §4 'Logout' 1, §8: 465, 401 after a failed refresh):
 * the per-request services make the server logout call with the refresh token the cookies held, delete the
 * token cookies and tell the entry to answer /login/.
 */
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../adapters/log.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { createServerServices } from '../../../app/server/services.ts';
import { fakeFetch, json } from '../adapters/fake-fetch.ts';

const config = loadConfig({}).public;

function services(cookie: string, ...script: Parameters<typeof fakeFetch>) {
  const f = fakeFetch(...script);
  const responseHeaders = new Headers();
  const s = createServerServices({
    request: new Request('http://site.test/models/', { headers: { cookie, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' } }),
    config,
    upstreamFetch: f.fetch,
    upstreamBase: { site: 'http://site.test', content: 'http://site.test/api/content/v1' },
    responseHeaders,
    log: memoryLogger(),
  });
  return { s, f, responseHeaders };
}

describe('server services', () => {
  it('a 465 ends the session: server logout with the refresh token, cookies deleted, the request marked', async () => {
    const { s, f, responseHeaders } = services('atoken=A1; rtoken=R1', (req) =>
      req.url.endsWith('/api/v1/auth/logout')
        ? json({ status: { code: 200, message: '' } })
        : json({ status: { code: 465, message: 'Logged out' } }, 465),
    );
    expect(await s.site.userInfo()).toBeNull();
    expect(await s.forcedOut()).toBe(true);
    const logout = f.requests.find((r) => r.url.endsWith('/api/v1/auth/logout'));
    expect(logout?.body).toEqual({ refresh_token: 'R1' });
    const cookies = responseHeaders.getSetCookie();
    expect(cookies.some((c) => c.startsWith('atoken=;') && c.includes('Max-Age=0'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('rtoken=;') && c.includes('Max-Age=0'))).toBe(true);
  });

  it('a render without a forced logout is not marked and makes no logout call', async () => {
    const { s, f } = services('atoken=A1; rtoken=R1', json({ status: { code: 2, message: '' }, data: { item: null } }));
    await s.site.userInfo();
    expect(await s.forcedOut()).toBe(false);
    expect(f.requests.some((r) => r.url.endsWith('/logout'))).toBe(false);
  });

  it('knows the visitor’s user agent (platform of menu items’ allowDevices)', () => {
    expect(services('').s.userAgent).toContain('iPhone');
  });
});
