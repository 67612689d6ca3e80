/** The deterministic demo seed: counts, shape of the generated catalogue, determinism and idempotence. */
import { VALUE_POPUP_UUIDS, type ValuePopupSeed } from '../../../backend/seed/value-popups.ts';
import type { PromoTimer } from '../../../contracts/promo-timer.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { demoAccounts } from '../../../backend/auth/demo-accounts.ts';
import { buildSeedData } from '../../../backend/seed/build.ts';
import { ensureSeeded, seedDatabase } from '../../../backend/seed/index.ts';
import type { SeedData } from '../../../backend/seed/types.ts';
import { Model, Video } from '../../../contracts/content-api.ts';
import { fingerprint, setupTimeout, onEachDatabase } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let data: SeedData;
  beforeAll(async () => {
    backend = await freshBackend();
    data = await buildSeedData();
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const count = async (table: string) => (await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  describe('seed', () => {
    it('holds at least 150 videos, 60 models, 16 categories (15 themes and the AI engine one), 20 posts, the pages and the demo users', async () => {
      expect(await count('videos')).toBeGreaterThanOrEqual(150);
      expect(await count('models')).toBeGreaterThanOrEqual(60);
      expect(await count('categories')).toBe(16);
      expect(await count('blog_posts')).toBe(20);
      expect(await count('pages')).toBeGreaterThanOrEqual(9);
      expect(await count('custom_videos')).toBeGreaterThanOrEqual(4);
      const emails = (await backend.db.query<{ email: string }>('SELECT email FROM users ORDER BY email')).map((r) => r.email);
      expect(emails).toEqual(demoAccounts.map((a) => a.email).sort());
    });

    it('generates catalogue entries the contracts accept, with the media URL conventions', () => {
      for (const v of data.videos) {
        Video.parse({ ...v.data, models: [], categories: [] });
        expect(v.modelIds.length).toBeGreaterThanOrEqual(1);
        expect(v.modelIds.length).toBeLessThanOrEqual(3);
        expect(v.data.poster.permalink).toBe(`/media/art/video/${v.id}.svg`);
        const n = ((v.id - 1) % 6) + 1;
        expect(v.data.videoPreviewPoster).toBe(`/media/clips/preview-${n}.webm`);
        // Every source is a VR file of the video's own look that the media route serves, with its sprites beside it.
        const format = { sbs: 'sbs180', tb: 'tb360', mono: 'flat' }[v.data.vr.stereo];
        const variant = v.data.vr.projection === 'fisheye' ? `fisheye190-${n}` : `${format}-${n}`;
        for (const kind of ['trailer', 'full'] as const) {
          const files = v.data.videoPlayerSources[kind].filter((s) => s.fileSize !== -1).map((s) => s.src);
          expect(files).toEqual([`/media/vr/${variant}-${kind}-2K.webm`, `/media/vr/${variant}-${kind}-3K.webm`]);
          expect(v.data.thumbnailSprites[kind]).toBe(`/media/vr/${variant}-${kind}-sprite.jpg`);
        }
        // A download is the quality it names: one option per file made, best first.
        expect(v.data.downLoadVideoListForFront.map((d) => [d.quality, d.url])).toEqual([
          ['3K', `/media/vr/${variant}-full-3K.webm`],
          ['2K', `/media/vr/${variant}-full-2K.webm`],
        ]);
        expect(v.data.chapters[0]).toEqual({ title: 'Intro', start: 0 });
        expect(v.data.chapters.every((c, i, all) => i === 0 || (c.start > (all[i - 1]?.start ?? 0) && c.start < 10))).toBe(true);
        expect(v.data.toyScript).toBe(v.data.hasToyScript ? `/media/scripts/${v.id}.funscript` : null);
        expect(v.data.videoTechBar.positions.every((p) => p >= 1 && p <= 6)).toBe(true);
      }
      const formats = data.videos.map((v) => `${v.data.vr.projection}/${v.data.vr.stereo}/${v.data.vr.fov}`);
      expect(new Set(formats)).toEqual(new Set(['equirect180/sbs/180', 'equirect360/tb/360', 'fisheye/sbs/190', 'flat/mono/0']));
      expect(formats.filter((f) => f.startsWith('fisheye'))).toHaveLength(1);
      expect(formats.filter((f) => f.startsWith('flat'))).toHaveLength(1);
      for (const m of data.models) Model.parse(m.data);
      // The media routes draw art for positive integer ids only.
      for (const c of data.customVideos) expect(c.data.image?.permalink).toMatch(/^\/media\/art\/video\/\d+\.svg$/);
      const ai = data.videos.filter((v) => v.data.videoTechBar.formats.includes(3));
      expect(ai.length).toBeGreaterThan(2);
      expect(ai.every((v) => v.data.videoSettings.transparency?.mode === 3)).toBe(true);
      expect(data.videos.some((v) => v.data.videoPlayerSources.full.some((s) => s.fileSize === -1))).toBe(true);
      expect(data.videos.some((v) => v.data.hasToyScript)).toBe(true);
      const modelsWithVideos = new Set(data.videos.flatMap((v) => v.modelIds));
      expect(modelsWithVideos.size).toBe(data.models.length);
      expect(new Set(data.videos.map((v) => v.slug)).size).toBe(data.videos.length);
      expect(new Set(data.models.map((m) => m.slug)).size).toBe(data.models.length);
    });

    it("reads as English: 'an 8K scene', 'an afternoon', never 'a 8K' or 'a' before a vowel (issue 37)", () => {
      const texts = data.videos.flatMap((v) => [v.data.description, v.data.seoParams?.metaDescription ?? '']);
      expect(texts.some((t) => t.includes('an 8K virtual reality scene'))).toBe(true);
      for (const text of texts) expect(text).not.toMatch(/\ba (8|11\b|18|[aeio])/i);
    });

    it("ends its year-end offers with the year it is seeded in, or the next when fewer than 14 days are left (issue 37: no '402 days')", async () => {
      const offers = async (day: number) => {
        const seeded = await buildSeedData(day);
        const { valuePopups, promoTimer } = seeded.settings as { valuePopups: ValuePopupSeed; promoTimer: PromoTimer };
        const expired = valuePopups.headerBars.find((bar) => bar.uuid === VALUE_POPUP_UUIDS.headerExpired);
        return [promoTimer.dateEnd, expired?.timerDateTimeStart, expired?.timerDateTimeEnd];
      };
      expect(await offers(Date.UTC(2026, 10, 26))).toEqual(['2026-12-31', '2026-10-27T00:00:00', '2026-12-31T23:59:59']);
      expect(await offers(Date.UTC(2026, 11, 20))).toEqual(['2027-12-31', '2026-11-20T00:00:00', '2027-12-31T23:59:59']);
    });

    it('puts every date to come after the day it is seeded: renewals, canceled access, upcoming scenes (issue 37)', async () => {
      for (const day of [Date.UTC(2026, 10, 26), Date.UTC(2027, 6, 15)]) {
        const seeded = await buildSeedData(day);
        const daySec = day / 1000;
        const running = seeded.memberships.filter((m) => m.statusCode === 100 || m.statusCode === 200);
        expect(running.length).toBeGreaterThan(5);
        for (const m of running) expect(m.rebillAt ?? 0).toBeGreaterThan(daySec);
        // active@demo.test renews 18 days on, in its month.
        expect(seeded.memberships[0]?.rebillAt).toBe(daySec + 18 * 86_400);
        const upcoming = seeded.customVideos.map((v) => (v.data as { publishedAt: number }).publishedAt);
        expect(upcoming.length).toBe(5);
        for (const at of upcoming) expect(at).toBeGreaterThan(daySec);
      }
    });

    it('is deterministic: building twice gives identical data', async () => {
      expect(await buildSeedData()).toEqual(data);
    });

    it('reseeding gives identical rows and undoes changes; only the e-mail subscriptions’ uids are new (random keys)', async () => {
      // The subscriptions apart from their uids, which are secrets (backend/repo/email-subscriptions.ts), not data.
      const subscriptions = () =>
        backend.db.query<{ uid: string; user_uuid: string; fields: string }>(
          'SELECT uid, user_uuid, type, fields::text AS fields, updated_at FROM email_subscriptions ORDER BY user_uuid',
        );
      const rest = async () => ({ ...(await fingerprint(backend.db)), email_subscriptions: '' });
      const first = await rest();
      const firstSubscriptions = await subscriptions();
      await backend.db.query('DELETE FROM favorite_videos');
      expect(await rest()).not.toEqual(first);
      await seedDatabase(backend.db);
      expect(await rest()).toEqual(first);
      const again = await subscriptions();
      expect(again.map(({ uid: _, ...row }) => row)).toEqual(firstSubscriptions.map(({ uid: _, ...row }) => row));
      expect(again.filter((row, i) => row.uid === firstSubscriptions[i]?.uid)).toEqual([]);
    });

    it('ensureSeeded leaves a seeded database alone', async () => {
      await backend.db.query(
        "INSERT INTO favorite_models (user_uuid, model_id, created_at) SELECT uuid, 60, 1 FROM users WHERE email = 'inactive@demo.test'",
      );
      const changed = await fingerprint(backend.db);
      expect(await ensureSeeded(backend.db)).toBe(false);
      expect(await fingerprint(backend.db)).toEqual(changed);
    });

    it('ensureSeeded seeds an emptied database', async () => {
      await backend.db.exec('DROP TABLE videos CASCADE');
      expect(await ensureSeeded(backend.db)).toBe(true);
      expect(await count('videos')).toBeGreaterThanOrEqual(150);
    });
  });
});
