/**
 * The headset feeds: DeoVR's and HereSphere's JSON shapes (contracts/headset-feeds.ts) with
 * the projection, stereo and lens of each of the four VR formats, absolute URLs, no untranscoded (fileSize -1)
 * source; guests get trailers and no signed link, members full videos by signed links the stream route serves (a
 * tampered or expired one refused), wrong credentials say so; HereSphere's favourite write is the site's favourite,
 * its rating is kept.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { STREAM_LINK_SECONDS } from '../../../backend/auth/signed-url.ts';
import { calls } from '../../../contracts/calls.ts';
import { DeoVrLibrary, DeoVrScene, HereSphereLibrary, HereSphereScene } from '../../../contracts/headset-feeds.ts';
import { loginAs, onEachDatabase, request, setupTimeout } from './helpers.ts';

const START = Date.UTC(2026, 10, 20, 12, 0, 0);
const ORIGIN = 'http://feeds.test';
const MEMBER = { login: 'active@demo.test', password: 'demo1234' };

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let clock = START;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'feeds-'));
    writeFileSync(join(dir, 'sbs180-2-full-2K.webm'), Buffer.from(Array.from({ length: 500 }, (_, i) => i % 256)));
    backend = await freshBackend(() => clock, { mediaDir: dir });
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const deovr = async (path: string, form?: Record<string, string>) => {
    const res = await backend.app.request(`${ORIGIN}${path}`, form ? { method: 'POST', body: new URLSearchParams(form) } : {});
    expect(res.status).toBe(200);
    return res.json();
  };
  const heresphere = async (path: string, body: Record<string, unknown> = {}) => {
    const res = await backend.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('HereSphere-JSON-Version')).toBe('1');
    return res.json();
  };
  const urlsOf = (value: unknown): string[] =>
    JSON.stringify(value)
      .match(/"(https?:[^"]+)"/g)
      ?.map((s) => s.slice(1, -1)) ?? [];

  it('lists the library for DeoVR and HereSphere with absolute links to each scene', async () => {
    const deo = DeoVrLibrary.parse(await deovr('/deovr'));
    expect(deo.authorized).toBe('0');
    expect(deo.scenes.map((s) => s.name)).toEqual(['Latest', 'Most Viewed']);
    expect(deo.scenes[0]?.list).toHaveLength(156);
    expect(deo.scenes[0]?.list[0]).toMatchObject({ video_url: `${ORIGIN}/deovr/156`, videoLength: 6 });
    const here = HereSphereLibrary.parse(await heresphere('/heresphere'));
    expect(here.access).toBe(0);
    expect(here.library[0]?.list[0]).toBe(`${ORIGIN}/heresphere/156`);
    expect(HereSphereLibrary.parse(await heresphere('/heresphere', { username: MEMBER.login, password: 'wrong-one' })).access).toBe(-1);
    expect(DeoVrLibrary.parse(await deovr('/deovr', MEMBER)).authorized).toBe('1');
  });

  it('maps each VR format to the apps’ projection, stereo mode and lens', async () => {
    // 2: 180° side-by-side, 8: 360° top-bottom, 153: 190° fisheye, 150: flat (backend/seed/videos.ts variantOf).
    const cases = [
      [2, 'dome', 'sbs', true, 'equirectangular', 'sbs', 'Linear', 180],
      [8, 'sphere', 'tb', true, 'equirectangular360', 'tb', 'Linear', 360],
      [153, 'rf52', 'sbs', true, 'fisheye', 'sbs', 'Linear', 190],
      [150, 'flat', 'off', false, 'perspective', 'mono', 'Linear', 90],
    ] as const;
    for (const [id, screenType, stereoMode, is3d, projection, stereo, lens, fov] of cases) {
      const deo = DeoVrScene.parse(await deovr(`/deovr/${id}`));
      expect(deo).toMatchObject({ id, screenType, stereoMode, is3d, authorized: '0', videoLength: 6 });
      const here = HereSphereScene.parse(await heresphere(`/heresphere/${id}`));
      expect(here).toMatchObject({ projection, stereo, lens, fov, access: 0, duration: 6000, writeFavorite: false });
      for (const url of [...urlsOf(deo), ...urlsOf(here)]) expect(url.startsWith(ORIGIN)).toBe(true);
    }
  });

  it('gives guests the trailers and members the full videos by signed, expiring links', async () => {
    const guest = DeoVrScene.parse(await deovr('/deovr/2'));
    const guestUrls = guest.encodings.flatMap((e) => e.videoSources.map((s) => s.url));
    expect(guestUrls).toEqual([`${ORIGIN}/media/vr/sbs180-2-trailer-2K.webm`, `${ORIGIN}/media/vr/sbs180-2-trailer-3K.webm`]);
    expect(guest.encodings[0]?.videoSources.map((s) => [s.width, s.height])).toEqual([
      [2048, 1024],
      [2880, 1440],
    ]);
    expect(guest.timeStamps).toEqual([]);
    const member = DeoVrScene.parse(await deovr('/deovr/2', MEMBER));
    expect(member.authorized).toBe('1');
    expect(member.videoLength).toBe(10);
    expect(member.timeStamps[0]).toEqual({ ts: 0, name: 'Intro' });
    const signed = member.encodings[0]?.videoSources[0]?.url ?? '';
    expect(signed).toMatch(new RegExp(`^${ORIGIN}/api/stream/sbs180-2-full-2K\\.webm\\?expires=\\d+&sig=`));
    const path = signed.slice(ORIGIN.length);
    const ranged = await backend.app.request(path, { headers: { Range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-disposition')).toBe('inline');
    expect((await ranged.arrayBuffer()).byteLength).toBe(10);
    expect((await backend.app.request(path.replace(/sig=./, 'sig=x'))).status).toBe(403);
    // A download link of the same file is not a stream link, and a stream link expires.
    const download = await request(backend, 'POST', `${calls.download.path}?url=${encodeURIComponent('/media/vr/sbs180-2-full-2K.webm')}`, {
      token: (await loginAs(backend, 'active@demo.test')).atoken,
    });
    const downloadUrl = (download.json as { data?: { url?: string } }).data?.url ?? '';
    expect(downloadUrl).toMatch(/^\/api\/account\/file\/sbs180-2-full-2K\.webm\?/);
    expect((await backend.app.request(downloadUrl.replace('/api/account/file/', '/api/stream/'))).status).toBe(403);
    clock += (STREAM_LINK_SECONDS + 1) * 1000;
    expect((await backend.app.request(path)).status).toBe(403);
    clock = START;
    // No untranscoded source is offered (video 25 has an 8K one with fileSize -1).
    const withMissing = DeoVrScene.parse(await deovr('/deovr/25', MEMBER));
    expect(withMissing.encodings[0]?.videoSources).toHaveLength(2);
  });

  it('keeps a member’s HereSphere favourite as the site’s favourite, and the rating', async () => {
    const token = (await loginAs(backend, 'active@demo.test')).atoken;
    const scene = HereSphereScene.parse(
      await heresphere('/heresphere/33', { username: MEMBER.login, password: MEMBER.password, isFavorite: true, rating: 4.5 }),
    );
    expect(scene).toMatchObject({ access: 1, isFavorite: true, rating: 4.5, writeFavorite: true, writeRating: true, duration: 10_000 });
    expect(scene.tags[0]).toMatchObject({ name: 'Chapter:Intro', start: 0 });
    const favorites = calls.favoriteVideoIds.response.parse((await request(backend, 'GET', calls.favoriteVideoIds.path, { token })).json);
    expect(favorites.data.favorites.map(String)).toContain('33');
    // A guest's write is ignored.
    await heresphere('/heresphere/34', { isFavorite: true, rating: 5 });
    const after = calls.favoriteVideoIds.response.parse((await request(backend, 'GET', calls.favoriteVideoIds.path, { token })).json);
    expect(after.data.favorites.map(String)).not.toContain('34');
    const unfavoured = HereSphereScene.parse(
      await heresphere('/heresphere/33', { username: MEMBER.login, password: MEMBER.password, isFavorite: false }),
    );
    expect(unfavoured).toMatchObject({ isFavorite: false, rating: 4.5 });
  });
});
