/** The browser's session calls: through the site server's endpoints, one refresh across tabs. */
import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../../adapters/cookies.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { REFRESH_LOCK, createSessionClient } from '../../../adapters/session/browser-client.ts';
import { GENERIC_ERROR } from '../../../adapters/messages.ts';
import { REFRESH_TOKEN_ON_SERVER } from '../../../adapters/session/token-store.ts';

/** navigator.locks over one lock name: callbacks run one after another, as Chromium runs them across tabs. */
function fakeLocks() {
  const names: string[] = [];
  let queue = Promise.resolve();
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = queue.then(callback);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the browser session client', () => {
  it('refreshes once for two tabs: the tab that waited adopts the token the other stored', async () => {
    // One jar = the cookies every tab of the browser sees.
    const jar = memoryCookieJar({ atoken: 'A1' });
    const posts: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      posts.push(String(input));
      await new Promise((done) => setTimeout(done, 5));
      jar.set('atoken', 'A2'); // the answer's Set-Cookie
      return json({ atoken: 'A2' });
    };
    const locks = fakeLocks();
    const tab1 = createSessionClient({ fetch, jar, log: memoryLogger(), locks });
    const tab2 = createSessionClient({ fetch, jar, log: memoryLogger(), locks });
    const [one, two] = await Promise.all([tab1.refreshToken('ignored'), tab2.refreshToken('ignored')]);
    expect(posts).toEqual(['/session/refresh/']);
    expect(one).toEqual({ atoken: 'A2', rtoken: REFRESH_TOKEN_ON_SERVER });
    expect(two).toEqual(one);
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('adopts the token another tab stored between the check that judged the old one and the refresh (ci: 8 tabs, 2 refreshes)', async () => {
    // The tab's token check read A1 and found it due; before its refresh started, another tab's refresh stored A2.
    const jar = memoryCookieJar({ atoken: 'A2' });
    const posts: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      posts.push(String(input));
      return json({ atoken: 'A3' });
    };
    const tab = createSessionClient({ fetch, jar, log: memoryLogger(), locks: fakeLocks() });
    expect(await tab.refreshToken('ignored', 'A1')).toEqual({ atoken: 'A2', rtoken: REFRESH_TOKEN_ON_SERVER });
    expect(posts).toEqual([]);
    // The token it judged is the cookie's: a refresh is due, and it asks for one.
    expect(await tab.refreshToken('ignored', 'A2')).toEqual({ atoken: 'A3', rtoken: REFRESH_TOKEN_ON_SERVER });
    expect(posts).toEqual(['/session/refresh/']);
  });

  it("a refused refresh rejects with the server's message", async () => {
    const client = createSessionClient({
      fetch: async () => json({ message: 'Your session expired. Please, refresh the page.' }, 401),
      jar: memoryCookieJar({ atoken: 'A1' }),
      log: memoryLogger(),
    });
    await expect(client.refreshToken('ignored')).rejects.toThrow('Your session expired. Please, refresh the page.');
  });

  it('logs in as JSON and holds only a sign of the refresh token', async () => {
    let sent: RequestInit | undefined;
    const client = createSessionClient({
      fetch: async (_, init) => {
        sent = init;
        return json({ atoken: 'A1' });
      },
      jar: memoryCookieJar(),
      log: memoryLogger(),
    });
    expect(await client.login({ email: 'a@b.test', password: 'pw' })).toEqual({
      ok: true,
      tokens: { atoken: 'A1', rtoken: REFRESH_TOKEN_ON_SERVER },
    });
    expect(new Headers(sent?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent?.body))).toEqual({ email: 'a@b.test', password: 'pw' });
  });

  it('an answer that breaks the contract, or no answer, is the generic message, logged', async () => {
    const log = memoryLogger();
    const garbage = createSessionClient({ fetch: async () => new Response('<html>oops</html>', { status: 200 }), jar: memoryCookieJar(), log });
    expect(await garbage.login({ email: 'a@b.test', password: 'pw' })).toEqual({ ok: false, message: GENERIC_ERROR, status: 200 });
    const down = createSessionClient({ fetch: () => Promise.reject(new TypeError('fetch failed')), jar: memoryCookieJar(), log });
    expect(await down.login({ email: 'a@b.test', password: 'pw' })).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(log.entries.map((e) => e.level)).toEqual(['error', 'error']);
  });

  it("passes a blocked account's 423 and allowResendEmail, and a refused code's field errors, to the login result", async () => {
    const answers = [
      new Response(JSON.stringify({ message: 'Your account is blocked.', allowResendEmail: true }), { status: 423 }),
      new Response(JSON.stringify({ message: 'Wrong code', errors: { code: ['Wrong code'] } }), { status: 401 }),
      new Response(JSON.stringify({ sent: true }), { status: 200 }),
    ];
    const paths: string[] = [];
    const client = createSessionClient({
      fetch: async (input) => {
        paths.push(String(input));
        return answers.shift() as Response;
      },
      jar: memoryCookieJar(),
      log: memoryLogger(),
    });
    expect(await client.login({ email: 'a@b.test', password: 'pw' })).toEqual({
      ok: false,
      message: 'Your account is blocked.',
      status: 423,
      allowResendEmail: true,
    });
    expect(await client.loginByCode({ email: 'a@b.test', code: '000000' })).toEqual({
      ok: false,
      message: 'Wrong code',
      status: 401,
      fieldErrors: { code: ['Wrong code'] },
    });
    expect(await client.requestLoginCode('a@b.test')).toEqual({ ok: true });
    expect(paths).toEqual(['/session/login/', '/session/login-code/', '/session/login-code/']);
  });
});
