/**
 * The cam provider simulator in the built site (backend/README.md 'Live cam provider simulator'): its REST
 * API answers on the site's own origin in embedded mode, the cards' pictures load in Chromium, the site host's cam
 * user info and balance follow the member, and the control endpoint moves the world (status, text, freeze, clock) so the
 * other cam e2e files can decide every move. Changes no account (its own site process; the world lives in memory).
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { CamAuthInfoAnswer, CamBalanceAnswer, CamBroadcast, CamRoomPage } from '../../contracts/cam-provider.ts';
import { calls } from '../../contracts/calls.ts';
import { memberHandle } from '../../backend/rules/member-handle.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { sim as camSim } from '../support/cam-sim.ts';

const run = siteAndBrowser();

const sim = (path: string, body?: unknown) => camSim(run.site.url, path, body);

const rooms = async (query: string) => CamRoomPage.parse(await (await fetch(`${run.site.url}/api/cam-provider/broadcasts?${query}`)).json());

const login = async (email: string): Promise<string> => {
  const res = await fetch(`${run.site.url}/api/wp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return calls.login.response.parse(await res.json()).data?.token?.atoken ?? '';
};

describe('the cam provider simulator in embedded mode', () => {
  it('lists 12 rooms a page and serves a broadcast whose pictures load in Chromium', async () => {
    await sim('freeze', { on: true });
    const page1 = await rooms('status=all&limit=12&offset=0&show-offline=true&tag-categories=girls');
    expect(page1.pageItems).toHaveLength(12);
    expect(page1.totalCount).toBeGreaterThanOrEqual(12);
    const first = page1.pageItems[0];
    if (!first) throw new Error('no room');
    const b = CamBroadcast.parse(
      await (
        await fetch(`${run.site.url}/api/cam-provider/api/clients/v1/broadcasts/models/${first.modelNickname}?partnerId=vrcams&show-hidden=true`)
      ).json(),
    );
    expect(b.streams[0]?.url).toBe(`/api/cam-provider/live/${b.id}/video2D.m3u8`);
    const page = await run.browser.newPage();
    try {
      const res = await page.goto(`${run.site.url}${first.preview}`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-type']).toContain('image/svg+xml');
    } finally {
      await page.close();
    }
  });

  it('user-info: 401 for a guest, a chat-only token for an expired member, a live cam token and the balance for an active one', async () => {
    expect((await fetch(`${run.site.url}/api/vrlive/user-info`)).status).toBe(401);
    const infoOf = async (atoken: string) =>
      CamAuthInfoAnswer.parse(await (await fetch(`${run.site.url}/api/vrlive/user-info`, { headers: { authorization: `Bearer ${atoken}` } })).json());
    const expired = await infoOf(await login('expired@demo.test'));
    expect(decodeJwt(expired.data.vrlive_token).scope).toBe('chat');
    const active = await login('camspy@demo.test');
    const info = await infoOf(active);
    // The member's neutral handle, never their e-mail's local part (issue 38, finding 10).
    expect(info.data.user_name).toBe(memberHandle(decodeJwt(active).sub ?? ''));
    expect(decodeJwt(info.data.vrlive_token).scope).toBe('cam');
    const balance = CamBalanceAnswer.parse(
      await (await fetch(`${run.site.url}/api/vrlive/balance`, { headers: { authorization: `Bearer ${active}` } })).json(),
    );
    expect(balance.data.data.balance).toBeGreaterThanOrEqual(0);
  });

  it('the control endpoint changes a room in the list, and the simulated clock follows real time and jumps', async () => {
    const { pageItems } = await rooms('status=all&limit=12&offset=0&show-offline=true&tag-categories=girls');
    const nickname = pageItems[0]?.modelNickname ?? '';
    await sim('force', { nickname, move: 'status:AWAY' });
    await sim('force', { nickname, move: 'text:Be right back' });
    const after = (await rooms('status=all&limit=100&offset=0&show-offline=true&tag-categories=girls')).pageItems.find(
      (r) => r.modelNickname === nickname,
    );
    expect(after).toMatchObject({ broadcastStatus: 'AWAY', broadcastTextStatus: 'Be right back' });
    await sim('force', { nickname, move: 'status:PUBLIC' });
    const t0 = (await sim('state')).now as number;
    // Frozen bots, but the clock goes on with real time (by itself, without an advance).
    let t1 = t0;
    await expect
      .poll(
        async () => {
          t1 = (await sim('state')).now as number;
          return t1;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(t0);
    const jumped = (await sim('advance', { ms: 60_000 })).now as number;
    expect(jumped).toBeGreaterThanOrEqual(t1 + 60_000);
    expect(await sim(`state?nickname=${nickname}`)).toMatchObject({ frozen: true, state: { status: 'PUBLIC', textStatus: 'Be right back' } });
  });
});
