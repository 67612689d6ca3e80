/**
 * Affiliate tracking in the reference backend (spec 001 §3 'Affiliate', §4 'Affiliate id'): the js-hit
 * tracker's hits stored in affiliate_hits, bad hits refused with nothing stored, the developer's figures per affiliate
 * (hits and unique visitors; a 404 unless dev calls are on), and a buyer's affiliate kept on the user and read back
 * with the user's info.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { tableNames } from '../../../backend/db/schema.ts';
import { calls } from '../../../contracts/calls.ts';
import { ErrorBody } from '../../../contracts/common.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';
import { devHeaders } from '../../support/dev-secret.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend(() => 1_800_000_000_000);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const hit = (body: unknown) => request(backend, 'POST', urlOf('affiliateHit'), { body });
  const rows = () =>
    backend.db.query<{ aff_id: string; offer_id: string; path: string; is_unique: boolean; created_at: number }>(
      'SELECT aff_id, offer_id, path, is_unique, created_at FROM affiliate_hits ORDER BY id',
    );
  const figures = async (query = '') => {
    const res = await request(backend, 'GET', urlOf('devAffiliateHits', {}, query));
    expect(res.status).toBe(200);
    return calls.devAffiliateHits.response.parse(res.json).data.items;
  };

  describe('the hits', () => {
    it('stores a hit with its affiliate, offer, path and uniqueness, at the backend’s time', async () => {
      const res = await hit({ affId: 'aff-7', offerId: 'spring', path: '/join-now/', unique: true });
      expect(res.status).toBe(201);
      expect(calls.affiliateHit.response.parse(res.json).data.recorded).toBe(true);
      expect(await rows()).toEqual([{ aff_id: 'aff-7', offer_id: 'spring', path: '/join-now/', is_unique: true, created_at: 1_800_000_000 }]);
      expect(tableNames).toContain('affiliate_hits');
    });

    it('refuses a hit with a bad affiliate, offer, path or flag, and stores none of them', async () => {
      const before = (await rows()).length;
      for (const body of [
        { affId: '', path: '/', unique: true },
        { affId: '<script>', path: '/', unique: true },
        { affId: 'a'.repeat(65), path: '/', unique: true },
        { affId: 'aff-7', offerId: 'o 1', path: '/', unique: true },
        { affId: 'aff-7', path: 'https://elsewhere.test/', unique: true },
        { affId: 'aff-7', path: '/videos/?aff_id=x', unique: true },
        { affId: 'aff-7', path: `/${'v'.repeat(300)}`, unique: true },
        { affId: 'aff-7', path: '/', unique: 'yes' },
        { affId: 'aff-7', path: '/' },
      ]) {
        const res = await hit(body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(ErrorBody.safeParse(res.json).success).toBe(true);
      }
      expect(await rows()).toHaveLength(before);
    });
  });

  describe('the figures', () => {
    it('counts hits and unique visitors per affiliate, the busiest first, one affiliate on request', async () => {
      await hit({ affId: 'aff-7', offerId: 'spring', path: '/videos/', unique: false });
      await hit({ affId: 'aff-7', path: '/models/', unique: false });
      await hit({ affId: 'aff-9', path: '/', unique: true });
      await hit({ affId: 'aff-7', path: '/', unique: true });
      expect(await figures()).toEqual([
        { affId: 'aff-7', hits: 4, uniqueVisitors: 2, lastHitAt: 1_800_000_000 },
        { affId: 'aff-9', hits: 1, uniqueVisitors: 1, lastHitAt: 1_800_000_000 },
      ]);
      expect(await figures('?affId=aff-9')).toEqual([{ affId: 'aff-9', hits: 1, uniqueVisitors: 1, lastHitAt: 1_800_000_000 }]);
      expect(await figures('?affId=nobody')).toEqual([]);
    });

    it('are a developer call: 404 when dev calls are off', async () => {
      const withoutDev = await createBackend({ db: backend.db, jwtSecret: 'test-secret', seed: false });
      const res = await withoutDev.app.request(urlOf('devAffiliateHits'), { headers: devHeaders() });
      expect(res.status).toBe(404);
      // The hits themselves are no developer call.
      const recorded = await withoutDev.app.request(urlOf('affiliateHit'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ affId: 'aff-9', path: '/', unique: false }),
      });
      expect(recorded.status).toBe(201);
    });
  });

  describe("a buyer's affiliate", () => {
    it('is stored on the new user as affiliateId and read back with the user’s info', async () => {
      const signUp = await request(backend, 'POST', urlOf('signUp'), {
        body: {
          email: 'affiliate-buyer@demo.test',
          password: 'buyer1234',
          isReceiveUpdates: false,
          paymentSystem: 'epoch',
          priceUuid: 'price-base-1m',
          affiliateId: 'aff-7',
          offerId: 'spring',
        },
      });
      expect(signUp.status).toBe(200);
      const { atoken } = await loginAs(backend, 'affiliate-buyer@demo.test', 'buyer1234');
      const info = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: atoken })).json);
      expect(info.data?.item?.affiliateId).toBe('aff-7');
      const member = await loginAs(backend, 'active@demo.test');
      const without = calls.userInfo.response.parse((await request(backend, 'GET', urlOf('userInfo'), { token: member.atoken })).json);
      expect(without.data?.item?.affiliateId).toBeNull();
    });
  });
});
