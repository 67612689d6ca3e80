/**
 * A member's places in videos on the embedded backend: saved and read back per video and kind,
 * the latest write kept, a place at the end kept as finished, the history of full videos latest first with its
 * limit, the seeded history of the active member, and guests, unknown videos and bad bodies refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

const START = Date.UTC(2026, 10, 20, 12, 0, 0);

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let clock = START;
  let active = '';
  let trial = '';
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
    active = (await loginAs(backend, 'active@demo.test')).atoken;
    trial = (await loginAs(backend, 'trial@demo.test')).atoken;
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const save = (token: string | undefined, videoId: number, body: unknown) =>
    request(backend, 'PUT', urlOf('saveWatchProgress', { videoId }), { body, token });
  const read = async (token: string, videoId: number, kind = 'full') => {
    const res = await request(backend, 'GET', `${urlOf('watchProgress', { videoId })}?kind=${kind}`, { token });
    expect(res.status).toBe(200);
    return calls.watchProgress.response.parse(res.json).data;
  };
  const history = async (token: string, limit = 12) => {
    const res = await request(backend, 'GET', `${urlOf('watchHistory')}?limit=${limit}`, { token });
    expect(res.status).toBe(200);
    return calls.watchHistory.response.parse(res.json).data.items;
  };

  describe('watch progress', () => {
    it('keeps the latest place per video and kind, and a place at the end as finished', async () => {
      expect(await read(trial, 12)).toBeNull();
      expect((await save(trial, 12, { position: 3.5, duration: 10, kind: 'full' })).status).toBe(200);
      clock += 10_000;
      await save(trial, 12, { position: 4.75, duration: 10, kind: 'full' });
      await save(trial, 12, { position: 1, duration: 6, kind: 'trailer' });
      expect(await read(trial, 12)).toMatchObject({ videoId: 12, kind: 'full', position: 4.75, duration: 10, finished: false });
      expect(await read(trial, 12, 'trailer')).toMatchObject({ position: 1, duration: 6 });
      // Within the last 5 s (or 3 %) it is the end.
      await save(trial, 12, { position: 5.2, duration: 10, kind: 'full' });
      expect((await read(trial, 12))?.finished).toBe(true);
      await save(trial, 13, { position: 600, duration: 2400, kind: 'full' });
      expect((await read(trial, 13))?.finished).toBe(false);
      await save(trial, 13, { position: 2340, duration: 2400, kind: 'full' });
      expect((await read(trial, 13))?.finished).toBe(true);
      // A position past the end is the end.
      await save(trial, 14, { position: 99, duration: 10, kind: 'full' });
      expect(await read(trial, 14)).toMatchObject({ position: 10, finished: true });
    });

    it('lists full videos latest first, up to the limit; the active member starts with a seeded history', async () => {
      const seeded = await history(active);
      expect(seeded.map((p) => p.videoId)).toEqual([155, 148, 131, 140]);
      expect(seeded.map((p) => p.finished)).toEqual([false, false, false, true]);
      clock += 60_000;
      await save(active, 20, { position: 2, duration: 10, kind: 'full' });
      await save(active, 21, { position: 2, duration: 6, kind: 'trailer' });
      const after = await history(active, 2);
      expect(after.map((p) => p.videoId)).toEqual([20, 155]);
    });

    it('refuses guests, unknown videos and bad places', async () => {
      expect((await save(undefined, 12, { position: 1, duration: 10, kind: 'full' })).status).toBe(401);
      expect((await request(backend, 'GET', urlOf('watchHistory'))).status).toBe(401);
      expect((await save(trial, 99_999, { position: 1, duration: 10, kind: 'full' })).status).toBe(404);
      for (const body of [
        { position: -1, duration: 10, kind: 'full' },
        { position: 1, duration: 0, kind: 'full' },
        { position: 1, duration: 10, kind: 'teaser' },
        {},
      ]) {
        expect((await save(trial, 12, body)).status).toBe(422);
      }
      expect((await request(backend, 'GET', `${urlOf('watchHistory')}?limit=500`, { token: trial })).status).toBe(422);
    });
  });
});
