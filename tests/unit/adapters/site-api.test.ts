/** Site API client (spec 000 §7 'Auth and account', 'Favourites'; §4 'Token lifecycle'; §5; §8). */
import { describe, expect, it } from 'vitest';
import { createSiteApi } from '../../../adapters/site-api.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const user = {
  uuid: 'u-1',
  email: 'jo@example.test',
  registeredAt: 1_700_000_000,
  status: 'active',
};

describe('login', () => {
  it('sends the e-mail trimmed and lower-cased, and returns the tokens', async () => {
    const h = harness([json({ status: { code: 200, message: '' }, data: { token: { atoken: 'A', rtoken: 'R' } } })]);
    const r = await createSiteApi(h.http).login({ email: '  Jo@Example.TEST ', password: 'Secret123' });
    expect(r).toEqual({ ok: true, tokens: { atoken: 'A', rtoken: 'R' } });
    expect(h.requests[0]).toMatchObject({
      url: 'https://site.test/api/wp/auth/login',
      method: 'POST',
      body: { email: 'jo@example.test', password: 'Secret123' },
    });
  });

  it('sends the known-device token when there is one, and returns the renewed one (issue 38, finding 6)', async () => {
    const h = harness([json({ status: { code: 200, message: '' }, data: { token: { atoken: 'A', rtoken: 'R' }, device: 'D2' } })]);
    const r = await createSiteApi(h.http).login({ email: 'jo@example.test', password: 'Secret123', device: 'D1' });
    expect(r).toEqual({ ok: true, tokens: { atoken: 'A', rtoken: 'R' }, device: 'D2' });
    expect(h.requests[0]).toMatchObject({ body: { email: 'jo@example.test', password: 'Secret123', device: 'D1' } });
  });

  it("returns the server's message on a wrong password without refreshing or leaving the page", async () => {
    const h = harness([json({ status: { code: 401, message: 'Invalid credentials' } }, 401)]);
    const r = await createSiteApi(h.http).login({ email: 'jo@example.test', password: 'nope' });
    expect(r).toEqual({ ok: false, message: 'Invalid credentials', status: 401 });
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.onForcedLogout).not.toHaveBeenCalled();
  });

  it('falls back to the generic message when the server gives none', async () => {
    const h = harness([new TypeError('fetch failed')]);
    const r = await createSiteApi(h.http).login({ email: 'jo@example.test', password: 'x' });
    expect(r).toEqual({ ok: false, message: 'Uh-oh... Something went wrong.' });
  });

  it('a blocked account (423) says so with allowResendEmail', async () => {
    const body = { status: { code: 423, message: 'Your account is blocked.' }, data: { token: null, allowResendEmail: true } };
    const h = harness([json(body, 423)]);
    const r = await createSiteApi(h.http).login({ email: 'jo@example.test', password: 'nope' });
    expect(r).toEqual({ ok: false, message: 'Your account is blocked.', status: 423, allowResendEmail: true });
    expect(h.onForcedLogout).not.toHaveBeenCalled();
  });
});

describe('refreshToken', () => {
  it('posts the refresh token and resolves the new tokens', async () => {
    const h = harness([json({ status: { code: 200, message: '' }, data: { token: { atoken: 'A2', rtoken: 'R2' } } })]);
    expect(await createSiteApi(h.http).refreshToken('R1')).toEqual({ atoken: 'A2', rtoken: 'R2' });
    expect(h.requests[0]).toMatchObject({ url: 'https://site.test/api/v1/auth/refresh-token', body: { refresh_token: 'R1' } });
  });

  it.each([401, 419, 465])('rejects with the server message when status.code is %i', async (code) => {
    const h = harness([json({ status: { code, message: `refused ${code}` }, data: { token: { atoken: 'A', rtoken: 'R' } } })]);
    await expect(createSiteApi(h.http).refreshToken('R1')).rejects.toThrow(`refused ${code}`);
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('rejects with the server message when the answer carries no token', async () => {
    const h = harness([json({ status: { code: 200, message: 'No token for you' }, data: { token: null } })]);
    await expect(createSiteApi(h.http).refreshToken('R1')).rejects.toThrow('No token for you');
  });

  it.each([401, 419, 465])('rejects with the server message on HTTP %i, without a forced logout', async (status) => {
    const h = harness([json({ status: { code: status, message: 'Refresh token expired' } }, status)]);
    await expect(createSiteApi(h.http).refreshToken('R1')).rejects.toThrow('Refresh token expired');
    expect(h.onForcedLogout).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('rejects on a transport failure', async () => {
    const h = harness([new TypeError('fetch failed')]);
    await expect(createSiteApi(h.http).refreshToken('R1')).rejects.toThrow('fetch failed');
  });
});

describe('account calls', () => {
  it('logout posts the refresh token with the bearer', async () => {
    const h = harness([json({ status: { code: 200, message: '' } })]);
    await createSiteApi(h.http).logout('R1');
    expect(h.requests[0]).toMatchObject({ url: 'https://site.test/api/v1/auth/logout', body: { refresh_token: 'R1' } });
    expect(h.requests[0]?.headers.authorization).toBe('Bearer A1');
  });

  it('logout rejects when the server call fails, so the caller can go to /login/', async () => {
    const h = harness([json({}, 500)]);
    await expect(createSiteApi(h.http).logout('R1')).rejects.toThrow();
  });

  it('userInfo returns the user only when status.code is 2', async () => {
    const ok = harness([json({ status: { code: 2, message: '' }, data: { item: user } })]);
    expect(await createSiteApi(ok.http).userInfo()).toMatchObject({ uuid: 'u-1', email: 'jo@example.test', roles: [] });
    const other = harness([json({ status: { code: 3, message: '' }, data: { item: user } })]);
    expect(await createSiteApi(other.http).userInfo()).toBeNull();
    const failed = harness([json({}, 500)]);
    expect(await createSiteApi(failed.http).userInfo()).toBeNull();
  });

  it("favoriteVideoIds turns numbers into strings and drops the string 'undefined'", async () => {
    const h = harness([json({ data: { favorites: [12, 'undefined', '34', 56] } })]);
    expect(await createSiteApi(h.http).favoriteVideoIds()).toEqual(['12', '34', '56']);
  });

  it('favoriteVideoIds is empty when the call fails', async () => {
    const h = harness([json({ data: {} })]);
    expect(await createSiteApi(h.http).favoriteVideoIds()).toEqual([]);
    expect(h.log.entries.length).toBeGreaterThan(0);
  });

  it('maintenance returns the flag, or inactive when the call fails', async () => {
    const on = harness([json({ data: { isActive: true } })]);
    expect(await createSiteApi(on.http).maintenance()).toEqual({ isActive: true });
    const failed = harness([new TypeError('fetch failed')]);
    expect(await createSiteApi(failed.http).maintenance()).toEqual({ isActive: false });
  });
});

describe('easyCancelUpgradeUrl (spec 001 §4, §8)', () => {
  const uuid = 'm-1';
  it('is the URL the site answers', async () => {
    const h = harness([json({ url: 'https://biller.test/pay/1/' })]);
    expect(await createSiteApi(h.http, h.log).easyCancelUpgradeUrl(uuid)).toBe('https://biller.test/pay/1/');
    expect(h.requests[0]?.url).toContain(`membershipUuid=${uuid}`);
  });

  it("is null when the call fails, with 'Failed to get upgrade url' logged", async () => {
    const h = harness([json({ error: 'boom' }, 500)]);
    expect(await createSiteApi(h.http, h.log).easyCancelUpgradeUrl(uuid)).toBeNull();
    expect(h.log.entries.map((e) => e.msg)).toContain('Failed to get upgrade url');
  });

  it("is not known (undefined, no error logged) when a server render's deadline passes first: the browser asks again", async () => {
    const deadline = new AbortController();
    deadline.abort();
    const h = harness(['hang'], undefined, deadline.signal);
    expect(await createSiteApi(h.http, h.log).easyCancelUpgradeUrl(uuid)).toBeUndefined();
    expect(h.log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });
});
