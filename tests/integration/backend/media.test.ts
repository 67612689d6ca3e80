/**
 * Generated demo media (backend/media): placeholder SVG art routes, the clip
 * route with HTTP Range support, share images drawn a few at a time (a flood of new ids is refused, not queued without
 * end), and clip generation with ffmpeg
 * (DESIGN.md 'Data and media'; spec 000 §2.3 logos, §2.4 video card/page, §3 Video, Trailer).
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { videoArt } from '../../../backend/media/art.ts';
import { CLIP_FILES } from '../../../backend/media/clip-recipes.ts';
import { ensureClips, makeMissingClips } from '../../../backend/media/clips.ts';
import { mediaPaths } from '../../../backend/media/paths.ts';
import { parseRange } from '../../../backend/media/range.ts';
import { mediaRoutes } from '../../../backend/media/routes.ts';
import { SHARE_DRAWING, SHARE_WAITING } from '../../../backend/media/share-images.ts';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const fixtureDir = tempDir();
const fixture = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
writeFileSync(join(fixtureDir, 'preview-1.webm'), fixture);
writeFileSync(join(fixtureDir, 'sbs180-1-trailer-2K.webm'), fixture);
writeFileSync(join(fixtureDir, 'secret.txt'), 'do not serve');
const app = mediaRoutes({ clipsDir: fixtureDir, vrDir: fixtureDir, siteName: 'Demo <VR> & Co' });

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('art routes', () => {
  const pairs: [string, string][] = [
    ['/media/art/video/1.svg', '/media/art/video/2.svg'],
    ['/media/art/model/1.svg', '/media/art/model/2.svg'],
    ['/media/art/category/pov.svg', '/media/art/category/outdoor-scenes.svg'],
    ['/media/art/blog/1.svg', '/media/art/blog/2.svg'],
    ['/media/art/announcement/1.svg', '/media/art/announcement/2.svg'],
    ['/media/art/logo-header.svg', '/media/art/logo-footer.svg'],
    ['/media/art/icon/home.svg', '/media/art/icon/videos.svg'],
    ['/media/art/icon/models.svg', '/media/art/icon/categories.svg'],
    ['/media/art/banner/11-desktop.svg', '/media/art/banner/12-desktop.svg'],
    ['/media/art/banner/11-desktop.svg', '/media/art/banner/11-mobile.svg'],
  ];

  it.each(pairs)('%s answers a small, stable SVG that differs from %s', async (first, second) => {
    const a = await get(first);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(a.headers.get('cache-control')).toContain('max-age=31536000');
    const body = await a.text();
    expect(body.startsWith('<svg')).toBe(true);
    expect(body).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(body.endsWith('</svg>')).toBe(true);
    expect(Buffer.byteLength(body)).toBeLessThan(3 * 1024);
    expect(await (await get(first)).text()).toBe(body);
    expect(await (await get(second)).text()).not.toBe(body);
  });

  it('uses the aspect ratios of each kind', async () => {
    const box = async (path: string) =>
      /viewBox="0 0 (\d+) (\d+)"/
        .exec(await (await get(path)).text())
        ?.slice(1)
        .map(Number);
    expect(await box('/media/art/video/7.svg')).toEqual([1280, 720]);
    expect(await box('/media/art/model/7.svg')).toEqual([600, 800]);
    expect(await box('/media/art/category/vr.svg')).toEqual([800, 600]);
    expect(await box('/media/art/announcement/7.svg')).toEqual([1920, 640]);
    expect(await box('/media/art/banner/7-desktop.svg')).toEqual([1456, 180]);
    expect(await box('/media/art/banner/7-mobile.svg')).toEqual([640, 200]);
  });

  it('serves the ad page an iframe banner frames: its art linking to the join page in the top window, no script', async () => {
    const res = await get('/media/ads/13-mobile.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('src="/media/art/banner/13-mobile.svg"');
    expect(html).toContain('href="/join-now/" target="_top"');
    expect(html).not.toContain('<script');
  });

  it('draws share images a few at a time: a flood of new paths is answered 503 past the waiting places, a drawn one always', async () => {
    const drawn = await get('/media/share/video/1.png');
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/png');
    // Forty new ids at once (the art exists for any id): the drawing places and the waiting ones, the rest refused.
    const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/media/share/video/${900_000 + i}.png`)));
    const statuses = flood.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SHARE_DRAWING + SHARE_WAITING);
    expect(statuses.filter((status) => status === 503)).toHaveLength(40 - SHARE_DRAWING - SHARE_WAITING);
    expect(flood.find((res) => res.status === 503)?.headers.get('retry-after')).toBe('5');
    // Meanwhile and after, a drawn image answers; and a refused one draws once the flood is over.
    expect((await get('/media/share/video/1.png')).status).toBe(200);
    expect((await get(`/media/share/video/${900_039}.png`)).status).toBe(200);
  });

  it('draws the site name in the logos, escaped', async () => {
    const body = await (await get('/media/art/logo-header.svg')).text();
    expect(body).toContain('Demo &lt;VR&gt; &amp; Co');
    expect(body).not.toContain('<VR>');
  });

  it('escapes titles drawn into posters', () => {
    const art = videoArt(3, 'Tom & <b>Jerry</b>');
    expect(art).toContain('Tom &amp; &lt;b&gt;Jerry');
    expect(art).not.toContain('<b>');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/media/art/video/5.svg');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get('/media/art/video/5.svg', { 'If-None-Match': etag })).status).toBe(304);
  });

  it.each([
    '/media/art/video/0.svg',
    '/media/art/video/-1.svg',
    '/media/art/video/01.svg',
    '/media/art/video/1.5.svg',
    '/media/art/video/abc.svg',
    '/media/art/video/1.png',
    '/media/art/video/99999999999999999999.svg',
    '/media/art/model/0.svg',
    '/media/art/blog/x.svg',
    '/media/art/announcement/1e3.svg',
    '/media/art/category/UPPER.svg',
    '/media/art/category/a_b.svg',
    `/media/art/category/${'a'.repeat(81)}.svg`,
    '/media/art/icon/nope.svg',
    '/media/art/icon/constructor.svg',
    '/media/art/logo-side.svg',
    '/media/art/banner/1.svg',
    '/media/art/banner/0-desktop.svg',
    '/media/art/banner/1-tablet.svg',
    '/media/ads/1-tablet.html',
    '/media/ads/1.html',
  ])('%s is 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe('clip route', () => {
  it.each([
    '/media/clips/..%2Fsecret.txt',
    '/media/clips/..%2F..%2Fetc%2Fpasswd',
    '/media/clips/%2e%2e%2fsecret.txt',
    '/media/clips/../media/clips/secret.txt',
    '/media/clips/secret.txt',
    '/media/clips/preview-1.webm%00.txt',
    '/media/clips/preview-7.webm',
    '/media/clips/preview-2.webm',
    '/media/clips/trailer-1.webm',
    '/media/clips/sbs180-1-trailer-2K.webm',
    '/media/vr/preview-1.webm',
    '/media/vr/sbs180-1-trailer-4K.webm',
    '/media/vr/sbs180-7-trailer-2K.webm',
    '/media/vr/..%2Fpreview-1.webm',
    '/media/art/video/..%2F..%2F1.svg',
  ])('%s is 404 (no traversal, unknown or missing file)', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('do not serve');
  });

  it('serves a VR clip from its own folder', async () => {
    const res = await get('/media/vr/sbs180-1-trailer-2K.webm', { Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await res.arrayBuffer()).equals(fixture.subarray(0, 10))).toBe(true);
  });

  it('serves the whole file with range support advertised', async () => {
    const res = await get('/media/clips/preview-1.webm');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await res.arrayBuffer()).equals(fixture)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-199', 100, 199],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=950-5000', 950, 999],
  ])('Range %s gives 206 with bytes %i-%i', async (range, start, end) => {
    const res = await get('/media/clips/preview-1.webm', { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await res.arrayBuffer()).equals(fixture.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 to a range past the end', async () => {
    const res = await get('/media/clips/preview-1.webm', { Range: 'bytes=1000-' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await app.request('/media/clips/preview-1.webm', { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('10');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('parseRange', () => {
  it('ignores missing, malformed, multi and reversed ranges', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'none' });
    expect(parseRange('items=0-1', 10)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=0-1,3-4', 10)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=5-2', 10)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=-', 10)).toEqual({ kind: 'none' });
  });
  it('refuses ranges that select nothing', () => {
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('mediaPaths', () => {
  it('cycles video ids through the six clip looks', () => {
    expect(mediaPaths.preview(1)).toBe('/media/clips/preview-1.webm');
    expect(mediaPaths.preview(6)).toBe('/media/clips/preview-6.webm');
    expect(mediaPaths.preview(7)).toBe('/media/clips/preview-1.webm');
    expect(mediaPaths.preview(12)).toBe('/media/clips/preview-6.webm');
  });
});

describe('ensureClips', () => {
  it('generates the 6 preview clips once and leaves them alone afterwards', { timeout: 180_000 }, async () => {
    const dir = tempDir();
    await ensureClips(dir);
    let total = 0;
    const mtimes = new Map<string, number>();
    for (const file of CLIP_FILES) {
      const path = join(dir, file);
      const head = readFileSync(path).subarray(0, 4);
      expect([...head]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      const info = statSync(path);
      total += info.size;
      mtimes.set(file, info.mtimeMs);
    }
    expect(CLIP_FILES).toHaveLength(6);
    expect(total).toBeLessThan(2 * 1024 * 1024);

    expect(await makeMissingClips(dir)).toEqual([]);
    await ensureClips(dir);
    for (const file of CLIP_FILES) expect(statSync(join(dir, file)).mtimeMs).toBe(mtimes.get(file));

    // A missing clip is made again, and only that one.
    rmSync(join(dir, 'preview-3.webm'));
    expect(await makeMissingClips(dir)).toEqual(['preview-3.webm']);

    // The route serves a generated clip by ranges.
    const routes = mediaRoutes({ clipsDir: dir, vrDir: dir, siteName: 'Demo' });
    const res = await routes.request('/media/clips/preview-2.webm', { headers: { Range: 'bytes=0-3' } });
    expect(res.status).toBe(206);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});
