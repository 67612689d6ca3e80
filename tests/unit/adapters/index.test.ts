/** The composed adapters: refresh through the real refresh-token call, single flight, forced logout clears cookies (spec 000 §4, §8). */
import { describe, expect, it, vi } from 'vitest';
import { composedAdapters } from './composed-adapters.ts';
import { type Recorded, json } from './fake-fetch.ts';

const userAnswer = { status: { code: 2, message: '' }, data: { item: { uuid: 'u-1', email: 'a@b.cd', registeredAt: 1, status: 'active' } } };

/** A fake site: the access token 'A2' is the only valid one; refresh-token answers per `refreshOk`. */
function fakeSite(opts: { refreshOk: boolean; refreshDelay?: Promise<void> }) {
  return async (req: Recorded): Promise<Response> => {
    if (req.url.endsWith('/api/v1/auth/refresh-token')) {
      await opts.refreshDelay;
      return opts.refreshOk
        ? json({ status: { code: 200, message: '' }, data: { token: { atoken: 'A2', rtoken: 'R2' } } })
        : json({ status: { code: 419, message: 'Refresh token expired' } });
    }
    if (req.headers.authorization !== 'Bearer A2') return json({ status: { code: 401, message: 'Unauthenticated' } }, 401);
    if (req.url.endsWith('/api/wp/user')) return json(userAnswer);
    return json({ data: { favorites: [1] } });
  };
}

const compose = (refreshOk: boolean, refreshDelay?: Promise<void>) => composedAdapters(fakeSite({ refreshOk, refreshDelay }));

describe('createAdapters', () => {
  it('refreshes an expired access token, stores the new cookies and retries the call', async () => {
    const a = compose(true);
    const user = await a.site.userInfo();
    expect(user?.uuid).toBe('u-1');
    expect(a.jar.all()).toEqual({ atoken: 'A2', rtoken: 'R2' });
    expect(a.requests.map((r) => r.url)).toEqual(['/api/wp/user', '/api/v1/auth/refresh-token', '/api/wp/user']);
    expect(a.requests[1]?.body).toEqual({ refresh_token: 'R1' });
    expect(a.navigate).not.toHaveBeenCalled();
  });

  it('two concurrent 401s share one refresh', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const a = compose(true, gate);
    const both = Promise.all([a.site.userInfo(), a.site.favoriteVideoIds()]);
    await vi.waitFor(() => expect(a.requests.filter((r) => r.url.endsWith('refresh-token'))).toHaveLength(1));
    release();
    const [user, favs] = await both;
    expect(user?.uuid).toBe('u-1');
    expect(favs).toEqual(['1']);
    expect(a.requests.filter((r) => r.url.endsWith('refresh-token'))).toHaveLength(1);
  });

  it('a failed refresh clears the token cookies, tells the app and goes to /login/', async () => {
    const a = compose(false);
    expect(await a.site.userInfo()).toBeNull();
    expect(a.jar.all()).toEqual({});
    expect(a.onForcedLogout).toHaveBeenCalledTimes(1);
    // The channel carries the refresh token the cookies held, for the server logout call (spec 000 §4 'Logout' 1).
    expect(a.onForcedLogout).toHaveBeenCalledWith({ rtoken: 'R1' });
    expect(a.navigate).toHaveBeenCalledWith('/login/');
    expect(a.requests.filter((r) => r.url.endsWith('refresh-token'))).toHaveLength(1);
  });
});
