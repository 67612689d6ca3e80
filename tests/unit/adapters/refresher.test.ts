/** Single-flight token refresh (spec 000 §4 'Token lifecycle': never two refreshes at once). */
import { describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from '../../../contracts/site-api.ts';
import { memoryCookieJar } from '../../../adapters/cookies.ts';
import { createRefresher } from '../../../adapters/session/refresher.ts';
import { createSessionTokenStore } from '../../../adapters/session/token-store.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createRefresher', () => {
  it('shares one in-flight refresh between concurrent callers and stores the new tokens', async () => {
    const store = createSessionTokenStore(memoryCookieJar({ atoken: 'A1', rtoken: 'R1' }));
    const d = deferred<SessionTokens>();
    const refreshCall = vi.fn(() => d.promise);
    const refresh = createRefresher({ refreshCall, store });
    const a = refresh('A1');
    const b = refresh();
    d.resolve({ atoken: 'A2', rtoken: 'R2' });
    expect(await Promise.all([a, b])).toEqual([true, true]);
    expect(refreshCall).toHaveBeenCalledTimes(1);
    // The first caller's judged token goes with it (the browser's tabs compare it with the cookie's).
    expect(refreshCall).toHaveBeenCalledWith('R1', 'A1');
    expect(store.read()).toEqual({ atoken: 'A2', rtoken: 'R2' });
  });

  it('starts a new refresh once the previous one has finished', async () => {
    const store = createSessionTokenStore(memoryCookieJar({ rtoken: 'R1' }));
    const refreshCall = vi.fn(async (r: string) => ({ atoken: `A-${r}`, rtoken: `${r}+` }));
    const refresh = createRefresher({ refreshCall, store });
    await refresh();
    await refresh();
    expect(refreshCall.mock.calls.map((c) => c[0])).toEqual(['R1', 'R1+']);
  });

  it('resolves false and leaves the tokens in place when the refresh call rejects', async () => {
    const store = createSessionTokenStore(memoryCookieJar({ atoken: 'A1', rtoken: 'R1' }));
    const refresh = createRefresher({ refreshCall: () => Promise.reject(new Error('Token expired')), store });
    expect(await refresh()).toBe(false);
    expect(store.read()).toEqual({ atoken: 'A1', rtoken: 'R1' });
  });

  it('resolves false without calling the server when no refresh token is held', async () => {
    const refreshCall = vi.fn();
    const refresh = createRefresher({ refreshCall, store: createSessionTokenStore(memoryCookieJar({ atoken: 'A1' })) });
    expect(await refresh()).toBe(false);
    expect(refreshCall).not.toHaveBeenCalled();
  });
});
