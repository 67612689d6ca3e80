/**
 * Issue 38, finding 4 (open redirect): every redirect the site issues stays on its origin.
 * - The site server's trailing-slash redirect built its Location from the path: `GET //evil.example/login` answered
 *   `301 location: //evil.example/login/`, a protocol-relative address on another host; `/\evil`, `/.//evil` and
 *   `///evil` likewise. The raw request line is sent (no client normalises it first).
 * - The age-verification return: `returnUrl: "/.//host/av"` passed the backend's check, the sandbox provider's button
 *   sent the browser to `/.//host/av?sessionId=…`, which it reads as `//host/av` on the site, and the trailing-slash
 *   redirect then took it (and the sessionId) to the foreign host.
 */
import { request as httpRequest } from 'node:http';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from '../backend/helpers.ts';
import { type RunningSite, startSite } from './running-site.ts';

/** A GET with the request line exactly `path`: its status and Location. */
function rawGet(port: number, path: string): Promise<{ status: number; location: string | null }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (res) => {
      res.resume();
      done({ status: res.statusCode ?? 0, location: res.headers.location ?? null });
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the trailing-slash redirect', () => {
  let site: RunningSite;
  let port = 0;
  beforeAll(async () => {
    // Upstreams nowhere: the redirect is answered before any of them is asked.
    site = await startSite({ SITE_API_URL: 'http://127.0.0.1:1/site', CONTENT_API_URL: 'http://127.0.0.1:1/content' });
    port = site.port;
  });
  afterAll(() => site.close());

  it.each(['//evil.example/login', '/\\evil.example/login', '/.//evil.example/login', '///evil.example/login', '/\\/evil.example'])(
    'GET %s stays on the site',
    async (path) => {
      const { status, location } = await rawGet(port, path);
      // A redirect on the site, or (a backslash in the request line) refused as a bad request with no Location.
      expect([301, 400]).toContain(status);
      if (status === 400) expect(location).toBeNull();
      else {
        // Read as a browser reads a Location: relative to the page's address.
        expect(new URL(location ?? '', `${site.url}${path.replaceAll('\\', '/')}`).origin).toBe(site.url);
        expect(location).toMatch(/^\/[^/\\]/);
      }
    },
  );

  it('still adds the slash to an ordinary path, keeping its query', async () => {
    expect(await rawGet(port, '/videos?page=2')).toEqual({ status: 301, location: '/videos/?page=2' });
  });
});

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  describe('the age-verification return', () => {
    it.each(['/.//evil.example/av', '/./\\evil.example/av', '/%2e//evil.example/av', '/x/..//evil.example/av', '/\\evil.example'])(
      'returnUrl %s sends the visitor back to the site',
      async (returnUrl) => {
        const { atoken } = await loginAs(backend, 'unverified@demo.test');
        expect(decodeJwt(atoken).kind).toBe('verify');
        const res = await request(backend, 'POST', urlOf('ageVerificationSession'), { token: atoken, body: { returnUrl } });
        const { sessionId, url } = calls.ageVerificationSession.response.parse(res.json).data;
        const pressed = await backend.app.request(`${url}fail/`, { method: 'POST' });
        const location = pressed.headers.get('location') ?? '';
        const resolved = new URL(location, 'https://site.test/age-verification/');
        expect(resolved.origin).toBe('https://site.test');
        expect(resolved.pathname.startsWith('//')).toBe(false);
        expect(resolved.searchParams.get('sessionId')).toBe(sessionId);
      },
    );

    it('keeps a path of the site with its query', async () => {
      const { atoken } = await loginAs(backend, 'unverified@demo.test');
      const res = await request(backend, 'POST', urlOf('ageVerificationSession'), { token: atoken, body: { returnUrl: '/videos/?page=2' } });
      const { sessionId, url } = calls.ageVerificationSession.response.parse(res.json).data;
      const pressed = await backend.app.request(`${url}fail/`, { method: 'POST' });
      expect(pressed.headers.get('location')).toBe(`/videos/?page=2&sessionId=${sessionId}`);
    });
  });
});
