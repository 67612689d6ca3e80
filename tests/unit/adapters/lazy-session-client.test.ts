/** The browser's session calls with their code loaded on the first call: nothing a caller sees changes but the wait. */
import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../../adapters/cookies.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { lazySessionClient } from '../../../adapters/session/lazy-session-client.ts';
import { REFRESH_TOKEN_ON_SERVER } from '../../../adapters/session/token-store.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the lazily loaded session client', () => {
  it('judges the token when the refresh is asked for: one another tab stores while the code loads is adopted, not refreshed again', async () => {
    const jar = memoryCookieJar({ atoken: 'A1' });
    const posts: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      posts.push(String(input));
      return json({ atoken: 'A3' });
    };
    const client = lazySessionClient({ fetch, jar, log: memoryLogger() });
    const refreshed = client.refreshToken('ignored');
    jar.set('atoken', 'A2'); // another tab's refresh, before this one's code is here
    expect(await refreshed).toEqual({ atoken: 'A2', rtoken: REFRESH_TOKEN_ON_SERVER });
    expect(posts).toEqual([]);
  });

  it('without a token when asked, refreshes through the site server once the code is here', async () => {
    const jar = memoryCookieJar({});
    const posts: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      posts.push(String(input));
      jar.set('atoken', 'A1');
      return json({ atoken: 'A1' });
    };
    const client = lazySessionClient({ fetch, jar, log: memoryLogger() });
    expect(await client.refreshToken('ignored')).toEqual({ atoken: 'A1', rtoken: REFRESH_TOKEN_ON_SERVER });
    expect(posts).toEqual(['/session/refresh/']);
  });

  it('signs in through the site server with the credentials given before the code came', async () => {
    const bodies: unknown[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json({ atoken: 'A1' });
    };
    const client = lazySessionClient({ fetch, jar: memoryCookieJar({}), log: memoryLogger() });
    expect(await client.login({ email: 'a@example.com', password: 'pw' })).toEqual({
      ok: true,
      tokens: { atoken: 'A1', rtoken: REFRESH_TOKEN_ON_SERVER },
    });
    expect(bodies).toEqual([{ email: 'a@example.com', password: 'pw' }]);
  });
});
