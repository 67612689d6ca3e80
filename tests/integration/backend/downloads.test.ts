/**
 * Member downloads on the embedded backend (spec 000 §7 'Downloads and events', §6, §8, §9 daily limit 20): who may
 * download, the daily counter reset at UTC midnight on the backend's clock, the signed and expiring file URL served
 * with ranges as an attachment, and bad input refused with a clear message and nothing counted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { DOWNLOAD_REFUSALS } from '../../../backend/repo/downloads.ts';
import { calls } from '../../../contracts/calls.ts';
import { fingerprint, loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

/** 2026-03-10 23:00:00 UTC: an hour before midnight. */
const START = Date.UTC(2026, 2, 10, 23, 0, 0);

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let clock = START;
  let dir = '';
  let fileUrl = '';
  let file = '';
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'downloads-'));
    backend = await freshBackend(() => clock, { mediaDir: dir });
    const videos = calls.videos.response.parse((await request(backend, 'GET', urlOf('videos'))).json);
    const slug = (videos.items[0] as { slug: string }).slug;
    const video = calls.video.response.parse((await request(backend, 'GET', urlOf('video', { slug }))).json);
    fileUrl = video.item.downLoadVideoListForFront[0]?.url ?? '';
    file = fileUrl.split('/').at(-1) ?? '';
    writeFileSync(join(dir, file), bytes);
    for (const who of ['active', 'trial', 'expired', 'inactive', 'canceled']) tokens[who] = (await loginAs(backend, `${who}@demo.test`)).atoken;
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const check = (token: string | undefined, url = fileUrl) =>
    request(backend, 'POST', urlOf('canDownload', {}, `?url=${encodeURIComponent(url)}`), { body: { final: true }, token });
  const download = (token: string | undefined, url = fileUrl) =>
    request(backend, 'POST', urlOf('download', {}, `?url=${encodeURIComponent(url)}`), { token });
  const signedUrl = async (token: string) => {
    const res = await download(token);
    expect(res.status).toBe(200);
    return calls.download.response.parse(res.json).data.url;
  };

  describe('who may download', () => {
    it('refuses guests with 401, and trial, inactive and expired members with 403 {msg} not mentioning a limit', async () => {
      expect((await check(undefined)).status).toBe(401);
      expect((await download(undefined)).status).toBe(401);
      for (const [who, msg] of [
        ['trial', DOWNLOAD_REFUSALS.trial],
        ['inactive', DOWNLOAD_REFUSALS.inactive],
        ['expired', DOWNLOAD_REFUSALS.expired],
      ] as const) {
        for (const res of [await check(tokens[who]), await download(tokens[who])]) {
          expect(res.status).toBe(403);
          expect((res.json as { msg: string }).msg).toBe(msg);
          expect(msg).not.toMatch(/limit/i);
        }
      }
      expect(DOWNLOAD_REFUSALS.trial).toMatch(/trial/);
    });

    it('allows active and canceled members', async () => {
      expect((await check(tokens.active)).status).toBe(200);
      expect((await check(tokens.canceled)).status).toBe(200);
    });
  });

  describe('bad input', () => {
    it('refuses a url that is none of the video download files with 404 and a clear message, counting nothing', async () => {
      const before = await fingerprint(backend.db);
      for (const url of ['/media/clips/full-99.webm', 'https://elsewhere.test/x.webm', '../../etc/passwd']) {
        for (const res of [await check(tokens.active, url), await download(tokens.active, url)]) {
          expect(res.status).toBe(404);
          expect((res.json as { status: { message: string } }).status.message).toBe('This URL is not one of the video download files.');
        }
      }
      const missing = await request(backend, 'POST', urlOf('download'), { token: tokens.active });
      expect(missing.status).toBe(422);
      expect(await fingerprint(backend.db)).toEqual(before);
    });

    it('validates the event log body: malformed 400, missing fields 422; a good one is stored', async () => {
      const put = (body: unknown, raw?: string) => request(backend, 'PUT', urlOf('videoEvent'), { body, rawBody: raw, token: tokens.active });
      expect((await put(undefined, '{"event_type":')).status).toBe(400);
      expect((await put({ event_type: 'videoDownloaded' })).status).toBe(422);
      expect((await put({ event_type: 'other', video_id: 1, video_quality: '4K', video_title: 'T', video_slug: 's' })).status).toBe(422);
      expect((await request(backend, 'PUT', urlOf('videoEvent'), { body: {} })).status).toBe(401);
      const good = { event_type: 'videoDownloaded', video_id: 1, video_quality: '4K', video_title: 'T', video_slug: 's' };
      expect((await put(good)).status).toBe(200);
      const rows = await backend.db.query<{ data: unknown }>("SELECT data FROM video_events WHERE event_type = 'videoDownloaded'");
      expect(rows.map((r) => r.data)).toContainEqual(good);
    });
  });

  describe('the signed file', () => {
    it('serves the file as an attachment, whole and by range', async () => {
      const url = await signedUrl(tokens.active as string);
      const whole = await backend.app.request(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
      const part = await backend.app.request(url, { headers: { Range: 'bytes=10-19' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
      expect((await backend.app.request(url, { headers: { Range: 'bytes=5000-' } })).status).toBe(416);
    });

    it('refuses a forged signature, another file with the same signature, and an expired link with 403', async () => {
      const url = await signedUrl(tokens.active as string);
      const forged = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect((await backend.app.request(forged)).status).toBe(403);
      const longer = url.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`);
      expect((await backend.app.request(longer)).status).toBe(403);
      const other = url.replace(file, 'trailer-1.webm');
      expect((await backend.app.request(other)).status).toBe(403);
      const saved = clock;
      clock += 16 * 60 * 1000;
      const late = await backend.app.request(url);
      expect(late.status).toBe(403);
      expect(((await late.json()) as { status: { message: string } }).status.message).toBe('This download link has expired.');
      clock = saved;
    });
  });

  describe('the daily counter', () => {
    it('counts 20 downloads a UTC day, refuses the 21st with a limit message, and resets at UTC midnight', async () => {
      clock = START;
      const token = tokens.canceled as string;
      for (let i = 0; i < 20; i++) expect((await download(token)).status).toBe(200);
      for (const res of [await check(token), await download(token)]) {
        expect(res.status).toBe(403);
        expect((res.json as { msg: string }).msg).toMatch(/limit/i);
        expect((res.json as { msg: string }).msg).toBe(DOWNLOAD_REFUSALS.limit);
      }
      // Another member is not affected.
      expect((await check(tokens.active)).status).toBe(200);
      // Access tokens are short-lived: sign in again on the moved clock.
      clock = Date.UTC(2026, 2, 10, 23, 59, 59);
      const late = (await loginAs(backend, 'canceled@demo.test')).atoken;
      expect((await check(late)).status).toBe(403);
      clock = Date.UTC(2026, 2, 11, 0, 0, 0);
      const nextDay = (await loginAs(backend, 'canceled@demo.test')).atoken;
      expect((await check(nextDay)).status).toBe(200);
      expect((await download(nextDay)).status).toBe(200);
      clock = START;
    });
  });
});
