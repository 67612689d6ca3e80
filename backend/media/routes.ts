/**
 * HTTP routes of the generated demo media (DESIGN.md 'Data and media'; spec
 * 000 §2.3 header/footer logos fetched as SVG text, §2.4 'Video card' poster
 * and preview, 'Video page' player, §3 'Video' and 'Trailer'):
 *   GET /media/art/{video|model|blog|announcement}/{id}.svg   (id: positive integer)
 *   GET /media/art/{category|device|partner}/{slug}.svg       (slug: [a-z0-9-]{1,80})
 *   GET /media/art/promo/{slug}.svg                           (promo page heroes, same slugs)
 *   GET /media/art/logo-header.svg, /media/art/logo-footer.svg
 *   GET /media/art/icon/{name}.svg
 *   GET /media/art/banner/{id}-{desktop|mobile}.svg            (ad banner art)
 *   GET /media/art/promo-timer/{slug}-{mobile|tablet|desktop}.svg  (the promo banner's backgrounds)
 *   GET /media/art/avatar/{1..16}.svg                          (the fake-buy pop-ups' avatars)
 *   GET /media/art/deal/{id}.svg, /media/art/deal-slide/{id}-{desktop|mobile}.svg  (deal cards, the deals page's slides)
 *   GET /media/art/easy-setup.svg                             (the dashboard's VR app easy-setup image)
 *   GET /media/ads/{id}-{desktop|mobile}.html                  (the ad page an iframe banner frames: the banner art
 *                                                              linking to the join page, like a third-party ad server's)
 *   GET /media/clips/{trailer|preview|full}-{1..6}.webm        (HTTP Range support)
 *   GET /media/clips/vreel-{1..10}.webm                           (the vertical clips of the vreels feed)
 *   GET /media/scripts/{videoId}.funscript                     (a video's toy script, toy-scripts.ts)
 *   GET /media/vr/{variant}-{trailer|full}-{2K|3K}.webm, …-sprite.jpg  (the VR clips and seek-bar sprites, vr-formats.ts)
 *   GET /media/share/{art path}.png                            (any art above as a 1200×630 PNG, for link previews)
 * Everything else under these paths answers 404. Mount with `app.route('/', mediaRoutes(opts))`.
 */
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import {
  type BannerVariant,
  announcementArt,
  bannerArt,
  blogArt,
  categoryArt,
  iconSvg,
  isIconName,
  logoSvg,
  modelArt,
  promoArt,
  videoArt,
} from './art.ts';
import { CLIP_FILE_PATTERN, VREEL_FILE_PATTERN } from './clip-recipes.ts';
import { AVATAR_COUNT, type PromoTimerVariant, avatarArt, promoTimerArt } from './promo-art.ts';
import { type DealSlideVariant, dealArt, dealSlideArt } from './deal-art.ts';
import { easySetupArt } from './dashboard-art.ts';
import { parseRange } from './range.ts';
import { artPathOf, sharePng } from './share-images.ts';
import { TOY_SCRIPT_PATTERN, toyScript } from './toy-scripts.ts';
import { VR_FILE_PATTERN } from './vr-formats.ts';
import { hash32 } from './seed-random.ts';

export interface MediaRoutesOptions {
  /** Folder holding the generated clips (see `clipsDir` and `ensureClips` in clips.ts). */
  clipsDir: string;
  /** Folder holding the VR clips and sprites (vr-media.ts). */
  vrDir: string;
  /** Site name drawn in the logo wordmarks. */
  siteName: string;
}

const ART_CACHE = 'public, max-age=31536000, immutable';
const CLIP_CACHE = 'public, max-age=86400';

/** A positive integer id from '{id}.svg' (no sign, no leading zero), else undefined. */
function idFrom(file: string): number | undefined {
  const match = /^([1-9]\d{0,14})\.svg$/.exec(file);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The page an iframe banner frames: its art, linking to the join page in the top window (no script). */
function adPage(id: number, variant: BannerVariant): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Advertisement</title>' +
    '<style>html,body{margin:0;height:100%;overflow:hidden}a,img{display:block;width:100%;height:100%}img{object-fit:cover}</style></head>' +
    `<body><a href="/join-now/" target="_top"><img src="/media/art/banner/${id}-${variant}.svg" alt="Join now: new VR scenes every week"></a></body></html>`
  );
}

/** A plain 404, independent of the host app's not-found page. */
function notFound(c: Context): Response {
  return c.text('Not Found', 404);
}

function svg(c: Context, body: string): Response {
  const etag = `"${hash32(body).toString(16)}-${body.length.toString(16)}"`;
  const headers = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': ART_CACHE, ETag: etag };
  if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

function byId(render: (id: number) => string) {
  return (c: Context): Response => {
    const id = idFrom(c.req.param('file') ?? '');
    return id === undefined ? notFound(c) : svg(c, render(id));
  };
}

async function statFile(path: string): Promise<Stats | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

async function serveClip(c: Context, dir: string, allowed: (file: string) => boolean): Promise<Response> {
  const file = c.req.param('file') ?? '';
  if (!allowed(file)) return notFound(c);
  const path = join(dir, file);
  const info = await statFile(path);
  if (!info) return notFound(c);
  const size = info.size;
  const etag = `"${size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  const base: Record<string, string> = {
    'Content-Type': file.endsWith('.jpg') ? 'image/jpeg' : 'video/webm',
    'Accept-Ranges': 'bytes',
    'Cache-Control': CLIP_CACHE,
    'Last-Modified': info.mtime.toUTCString(),
    ETag: etag,
  };
  const ifRange = c.req.header('If-Range');
  const range = ifRange && ifRange !== etag ? ({ kind: 'none' } as const) : parseRange(c.req.header('Range'), size);
  if (range.kind === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` } });
  }
  if (range.kind === 'none' && c.req.header('If-None-Match') === etag) {
    return new Response(null, { status: 304, headers: base });
  }
  const start = range.kind === 'range' ? range.start : 0;
  const end = range.kind === 'range' ? range.end : size - 1;
  const headers: Record<string, string> = { ...base, 'Content-Length': String(end - start + 1) };
  const status = range.kind === 'range' ? 206 : 200;
  if (range.kind === 'range') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(path, { start, end })) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

/** The media sub-app: placeholder art and the demo clips. */
export function mediaRoutes(opts: MediaRoutesOptions): Hono {
  const app = new Hono();
  app.get(
    '/media/art/video/:file',
    byId((id) => videoArt(id)),
  );
  app.get(
    '/media/art/model/:file',
    byId((id) => modelArt(id)),
  );
  app.get('/media/art/blog/:file', byId(blogArt));
  app.get('/media/art/announcement/:file', byId(announcementArt));
  // Categories, devices of the help section and partner logos share the tiled art, named by their slug.
  for (const kind of ['category', 'device', 'partner']) {
    app.get(`/media/art/${kind}/:file`, (c) => {
      const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
      return match?.[1] ? svg(c, categoryArt(match[1])) : notFound(c);
    });
  }
  app.get('/media/art/promo/:file', (c) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    return match?.[1] ? svg(c, promoArt(match[1])) : notFound(c);
  });
  // The promo banner's backgrounds and the fake-buy pop-ups' avatars (promo-art.ts).
  app.get('/media/art/promo-timer/:file', (c) => {
    const match = /^([a-z0-9-]{1,80})-(mobile|tablet|desktop)\.svg$/.exec(c.req.param('file'));
    return match?.[1] ? svg(c, promoTimerArt(match[1], match[2] as PromoTimerVariant)) : notFound(c);
  });
  app.get('/media/art/avatar/:file', (c) => {
    const id = idFrom(c.req.param('file'));
    return id !== undefined && id <= AVATAR_COUNT ? svg(c, avatarArt(id)) : notFound(c);
  });
  app.get('/media/art/easy-setup.svg', (c) => svg(c, easySetupArt()));
  app.get('/media/art/deal/:file', byId(dealArt));
  app.get('/media/art/deal-slide/:file', (c) => {
    const match = /^([1-9]\d{0,5})-(desktop|mobile)\.svg$/.exec(c.req.param('file'));
    return match ? svg(c, dealSlideArt(Number(match[1]), match[2] as DealSlideVariant)) : notFound(c);
  });
  app.get('/media/art/banner/:file', (c) => {
    const match = /^([1-9]\d{0,5})-(desktop|mobile)\.svg$/.exec(c.req.param('file'));
    return match ? svg(c, bannerArt(Number(match[1]), match[2] as BannerVariant)) : notFound(c);
  });
  app.get('/media/ads/:file', (c) => {
    const match = /^([1-9]\d{0,5})-(desktop|mobile)\.html$/.exec(c.req.param('file'));
    return match ? c.html(adPage(Number(match[1]), match[2] as BannerVariant), 200, { 'Cache-Control': CLIP_CACHE }) : notFound(c);
  });
  app.get('/media/art/logo-header.svg', (c) => svg(c, logoSvg('header', opts.siteName)));
  app.get('/media/art/logo-footer.svg', (c) => svg(c, logoSvg('footer', opts.siteName)));
  app.get('/media/art/icon/:file', (c) => {
    const name = /^([a-z]+)\.svg$/.exec(c.req.param('file'))?.[1];
    return name && isIconName(name) ? svg(c, iconSvg(name)) : notFound(c);
  });
  app.get('/media/clips/:file', (c) => serveClip(c, opts.clipsDir, (f) => CLIP_FILE_PATTERN.test(f) || VREEL_FILE_PATTERN.test(f)));
  app.get('/media/scripts/:file', (c) => {
    const id = TOY_SCRIPT_PATTERN.exec(c.req.param('file'))?.[1];
    return id ? c.json(toyScript(Number(id)), 200, { 'Cache-Control': ART_CACHE }) : notFound(c);
  });
  app.get('/media/vr/:file', (c) => serveClip(c, opts.vrDir, (f) => VR_FILE_PATTERN.test(f)));
  // Each art's raster twin for link previews (share-images.ts): the art's SVG, asked of this app, drawn as a PNG.
  app.get('/media/share/*', async (c) => {
    const artPath = artPathOf(c.req.path.slice('/media/share/'.length));
    if (!artPath) return notFound(c);
    const art = await app.request(artPath);
    if (art.status !== 200) return notFound(c);
    const png = sharePng(artPath, await art.text());
    if (!png) return c.text('Busy drawing share images: try again shortly', 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
    return c.body(new Uint8Array(await png), 200, { 'Content-Type': 'image/png', 'Cache-Control': ART_CACHE });
  });
  return app;
}
