/**
 * The live cam calls of the reference backend (backend/routes/cams.ts): the provider's REST filters and
 * paging, a broadcast and a profile, the content API's cam tags, the site host's user-info (401/403/200) and balance,
 * the control endpoint (and its absence without devCalls), and token debits that never overdraw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { balanceOf, creditTokens, debitTokens } from '../../../backend/cams/billing.ts';
import { verifyCamToken } from '../../../backend/cams/cam-token.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { userByEmail } from '../../../backend/repo/users.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, seededPglite, setupTimeout, urlOf } from './helpers.ts';
import { memberHandle } from '../../../backend/rules/member-handle.ts';

const page = (query: string) => `${urlOf('camBroadcasts')}?${query}`;

onEachDatabase((freshBackend) => {
  let backend: Backend;

  beforeAll(async () => {
    backend = await freshBackend();
    backend.cams.setFrozen(true);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const rooms = async (query: string) => {
    const res = await request(backend, 'GET', page(query));
    expect(res.status).toBe(200);
    return calls.camBroadcasts.response.parse(res.json);
  };

  describe('GET {camProvider}/broadcasts', () => {
    it('pages of rooms, online first by viewers, in a stable order', async () => {
      const all = await rooms('status=all&limit=100&offset=0&show-offline=true');
      expect(all.totalCount).toBeGreaterThanOrEqual(40);
      const first = await rooms('status=all&limit=12&offset=0&show-offline=true');
      const second = await rooms('status=all&limit=12&offset=12&show-offline=true');
      expect(first.pageItems).toHaveLength(12);
      expect([...first.pageItems, ...second.pageItems].map((r) => r.id)).toEqual(all.pageItems.slice(0, 24).map((r) => r.id));
      const online = all.pageItems.map((r) => r.broadcastStatus !== 'OFFLINE');
      expect(online.indexOf(false)).toBeGreaterThan(0);
      expect(online.slice(online.indexOf(false)).every((o) => !o)).toBe(true);
      const counts = all.pageItems.filter((r) => r.broadcastStatus !== 'OFFLINE').map((r) => r.broadcastMembersCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(first.pageItems[0]?.preview).toMatch(/^\/api\/cam-provider\/previews\/bc-\d+\.svg$/);
    });

    it('filters by category, tags, status and offline', async () => {
      const couples = await rooms('status=all&limit=100&offset=0&show-offline=true&tag-categories=couples');
      expect(couples.totalCount).toBeGreaterThan(0);
      expect(couples.pageItems.every((r) => r.category === 'couples')).toBe(true);
      const nickname = couples.pageItems[0]?.modelNickname ?? '';
      await backend.cams.force(nickname, 'status:OFFLINE');
      const online = await rooms('status=all&limit=100&offset=0&show-offline=false&tag-categories=couples');
      expect(online.pageItems.map((r) => r.modelNickname)).not.toContain(nickname);
      const offline = await rooms('status=offline&limit=100&offset=0&show-offline=true');
      expect(offline.pageItems.every((r) => r.broadcastStatus === 'OFFLINE')).toBe(true);
      expect(offline.pageItems.map((r) => r.modelNickname)).toContain(nickname);
      await backend.cams.force(nickname, 'status:AWAY');
      const away = await rooms('status=away,public&limit=100&offset=0&show-offline=true');
      expect(away.pageItems.every((r) => r.broadcastStatus === 'AWAY' || r.broadcastStatus === 'PUBLIC')).toBe(true);
      expect(away.pageItems.map((r) => r.modelNickname)).toContain(nickname);
      const blonde = await rooms('status=all&limit=100&offset=0&show-offline=true&tags=blonde');
      const profiles = await Promise.all(
        blonde.pageItems.map(async (r) =>
          calls.camModelProfile.response.parse((await request(backend, 'GET', urlOf('camModelProfile', { modelId: r.modelId }))).json),
        ),
      );
      expect(profiles.length).toBeGreaterThan(0);
      expect(profiles.every((p) => p.tagGroups.some((g) => g.code === 'appearance' && g.tags.some((t) => t.name === 'Blonde')))).toBe(true);
    });
  });

  it('a broadcast with its streams and neighbours, 404 for an unknown one; a profile; a preview picture', async () => {
    const [nickname] = backend.cams.nicknames();
    const res = await request(backend, 'GET', `${urlOf('camBroadcast', { nickname: nickname ?? '' })}?partnerId=vrcams&show-hidden=true`);
    expect(res.status).toBe(200);
    const b = calls.camBroadcast.response.parse(res.json);
    expect(b.streams[0]?.url).toBe(`/api/cam-provider/live/${b.id}/video2D.m3u8`);
    expect(b.seoParams?.title).toContain(b.modelName);
    expect((await request(backend, 'GET', urlOf('camBroadcast', { nickname: 'nobody-at-all' }))).status).toBe(404);
    const profile = await request(backend, 'GET', urlOf('camModelProfile', { modelId: b.modelId }));
    expect(calls.camModelProfile.response.parse(profile.json).age).toBeGreaterThanOrEqual(21);
    expect((await request(backend, 'GET', urlOf('camModelProfile', { modelId: 'nope' }))).status).toBe(404);
    const svg = await backend.app.request(`/api/cam-provider/previews/${b.id}.svg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
  });

  it('the content API: filter options, a room tag with its group, 404 for an unknown tag', async () => {
    const options = calls.camgirlPageTags.response.parse(
      (await request(backend, 'GET', urlOf('camgirlPageTags', { slug: 'vr-cam-girls' }))).json,
    ).data;
    expect(options.categories.map((c) => c.name)).toEqual(['Girls', 'Couples', 'Trans']);
    expect(options.groups.map((g) => g.name)).toEqual(['Appearance', 'Body', 'Activities', 'Languages']);
    const tag = calls.roomTags.response.parse((await request(backend, 'GET', urlOf('roomTags', { slug: 'cosplay' }))).json).data;
    expect(tag).toEqual({ slug: 'cosplay', code: 'cosplay', name: 'Cosplay', groupName: 'Activities' });
    expect((await request(backend, 'GET', urlOf('roomTags', { slug: 'unknown-tag' }))).status).toBe(404);
  });

  describe('GET {siteHost}/api/vrlive/user-info and /balance', () => {
    it('401 for a guest; a token that may pay for members authorised for cams, a chat-only one for expired and inactive', async () => {
      expect((await request(backend, 'GET', urlOf('camUserInfo'))).status).toBe(401);
      const cases: [string, boolean][] = [
        ['active@demo.test', true],
        ['benefits@demo.test', true],
        ['camshow@demo.test', true],
        ['expired@demo.test', false],
        ['inactive@demo.test', false],
      ];
      for (const [email, paid] of cases) {
        const res = await request(backend, 'GET', urlOf('camUserInfo'), { token: (await loginAs(backend, email)).atoken });
        expect(res.status).toBe(200);
        const info = calls.camUserInfo.response.parse(res.json).data;
        const user = await userByEmail(backend.db, email);
        expect(info).toMatchObject({ user_name: memberHandle(user?.uuid ?? ''), user_uuid: user?.uuid });
        expect(await verifyCamToken(backend.db, backend.ctx.jwtKey, info.vrlive_token, Date.now())).toEqual({
          uuid: user?.uuid,
          name: info.user_name,
          paid,
        });
      }
    });

    it('the balance of the seeded accounts', async () => {
      const expected: Record<string, number> = { 'active@demo.test': 2500, 'camtips@demo.test': 1000, 'camspy@demo.test': 1000 };
      for (const [email, balance] of Object.entries(expected)) {
        const res = await request(backend, 'GET', urlOf('camBalance'), { token: (await loginAs(backend, email)).atoken });
        expect(calls.camBalance.response.parse(res.json).data.data.balance).toBe(balance);
      }
      expect((await request(backend, 'GET', urlOf('camBalance'))).status).toBe(401);
    });
  });

  describe('the control endpoint', () => {
    it('advances the clock, forces moves, sets balances, freezes, tells a bot’s state', async () => {
      const before = backend.cams.clock.now();
      const adv = await request(backend, 'POST', '/api/cam-provider/_sim/advance', { body: { ms: 5000 } });
      expect((adv.json as { now: number }).now).toBeGreaterThanOrEqual(before + 5000);
      const [nickname] = backend.cams.nicknames();
      const forced = await request(backend, 'POST', '/api/cam-provider/_sim/force', { body: { nickname, move: 'text:On a break' } });
      expect(forced.status).toBe(200);
      expect((forced.json as { state: { textStatus: string } }).state.textStatus).toBe('On a break');
      expect((await request(backend, 'POST', '/api/cam-provider/_sim/force', { body: { nickname, move: 'dance' } })).status).toBe(422);
      expect((await request(backend, 'POST', '/api/cam-provider/_sim/force', { body: { nickname: 'nobody-x', move: 'accept' } })).status).toBe(422);
      const bal = await request(backend, 'POST', '/api/cam-provider/_sim/balance', { body: { email: 'camtips@demo.test', balance: 321 } });
      expect(bal.json).toEqual({ balance: 321 });
      expect((await request(backend, 'POST', '/api/cam-provider/_sim/balance', { body: { email: 'no@demo.test', balance: 1 } })).status).toBe(404);
      expect((await request(backend, 'POST', '/api/cam-provider/_sim/freeze', { body: { on: true } })).json).toEqual({ frozen: true });
      const state = await request(backend, 'GET', `/api/cam-provider/_sim/state?nickname=${nickname}`);
      expect(state.json).toMatchObject({ frozen: true, state: { nickname, textStatus: 'On a break' } });
    });

    it(
      'is absent without devCalls (production)',
      async () => {
        const pg = await seededPglite();
        const prod = await createBackend({ db: pgliteDb(pg), jwtSecret: 'test-secret', devCalls: false, camsRealTime: false });
        try {
          expect((await request(prod, 'POST', '/api/cam-provider/_sim/advance', { body: { ms: 1 } })).status).toBe(404);
          expect((await request(prod, 'GET', '/api/cam-provider/_sim/state')).status).toBe(404);
          expect((await request(prod, 'GET', urlOf('camBroadcasts'))).status).toBe(200);
        } finally {
          await prod.close();
          await pg.close();
        }
      },
      setupTimeout,
    );
  });

  it('debits never overdraw, even concurrent ones; each is in the ledger', async () => {
    const user = await userByEmail(backend.db, 'camspy@demo.test');
    const uuid = user?.uuid ?? '';
    await backend.cams.setBalance('camspy@demo.test', 100);
    const results = await Promise.all(Array.from({ length: 12 }, () => debitTokens(backend.db, uuid, 30, 'tip')));
    expect(results.filter((r) => r !== null)).toHaveLength(3);
    expect(results.filter((r) => r === null)).toHaveLength(9);
    expect(await balanceOf(backend.db, uuid)).toBe(10);
    expect(await creditTokens(backend.db, uuid, 90, 'purchase', 'pack-1')).toBe(100);
    const ledger = await backend.db.query<{ delta: number; balance: number; reason: string }>(
      "SELECT delta, balance, reason FROM cam_ledger WHERE user_uuid = $1 AND reason IN ('tip', 'purchase') ORDER BY id",
      [uuid],
    );
    expect(ledger).toEqual([
      { delta: -30, balance: 70, reason: 'tip' },
      { delta: -30, balance: 40, reason: 'tip' },
      { delta: -30, balance: 10, reason: 'tip' },
      { delta: 90, balance: 100, reason: 'purchase' },
    ]);
  });
});
