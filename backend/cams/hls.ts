/**
 * The cam simulator's live HLS streams (issue 16: 'a looping generated clip published as a sliding-window playlist per
 * room, 2D and stereo 3D variants'), on the provider's host ({camProvider}, embedded '/api/cam-provider'):
 *   GET {camProvider}/live/{broadcastId}/{video2D|video3D}.m3u8   a LIVE playlist (stream-urls.ts' streamPlaylistPath)
 *   GET {camProvider}/live/_seg/look{1-4}-{2d|3d}-{0-5}.ts          the generated segments (backend/media/cam-streams.ts)
 * Each room plays one of the four looks (by a hash of its id) from its own point in the loop, on the simulation's
 * clock: the playlist is a window of the last few 2 s segments, its media sequence counts 2 s steps of the clock, and
 * an EXT-X-DISCONTINUITY marks each wrap of the 12 s loop (the segments' timestamps start again there). Playlists are
 * never cached; segments are. Mounted by app/server/embedded.ts beside the media routes (the files live in MEDIA_DIR).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { embeddedBasePath } from '../../contracts/calls.ts';
import type { StreamType } from '../../contracts/cam-provider.ts';
import {
  CAM_LOOKS,
  CAM_SEGMENT_PATTERN,
  CAM_SEGMENT_SECONDS,
  CAM_SEGMENTS_PER_LOOP,
  type CamVariant,
  camSegmentFile,
} from '../media/cam-stream-recipes.ts';
import { hash32 } from '../media/seed-random.ts';
import { CAM_HLS_PREFIX } from './stream-urls.ts';

/** Segments listed in a playlist: 8 s of stream, the live edge three target durations away as HLS asks. */
export const LIVE_WINDOW = 4;
const SEGMENT_MS = CAM_SEGMENT_SECONDS * 1000;
/** Where the segments are, relative to a playlist at {camProvider}/live/{id}/{type}.m3u8. */
export const SEGMENT_DIR = '_seg';

const VARIANT: Record<StreamType, CamVariant> = { video2D: '2d', video3D: '3d' };

/** The look (1-4) a room plays and where in the loop it started (0-5): fixed per broadcast id, the same in 2D and 3D. */
export function roomLook(broadcastId: string): { look: number; offset: number } {
  const h = hash32(`cam-stream:${broadcastId}`);
  return { look: (h % CAM_LOOKS) + 1, offset: Math.floor(h / CAM_LOOKS) % CAM_SEGMENTS_PER_LOOP };
}

export interface LivePlaylistInput {
  broadcastId: string;
  type: StreamType;
  /** The clock, unix milliseconds (the simulation's). */
  now: number;
  /** Segments listed (default LIVE_WINDOW). */
  window?: number;
}

const floorDiv = (a: number, b: number): number => Math.floor(a / b);
const mod = (a: number, b: number): number => ((a % b) + b) % b;

/**
 * The live playlist of one room's stream at `now`: segment n (n = floor(now / 2 s)) is being 'recorded', so the window
 * is segments n - window … n - 1, and EXT-X-MEDIA-SEQUENCE is n - window. Segment s plays file (s + offset) mod 6 of
 * the room's look; where that is 0 the loop wrapped: an EXT-X-DISCONTINUITY before it (none before the first listed
 * segment: EXT-X-DISCONTINUITY-SEQUENCE already counts the wraps up to it). No EXT-X-ENDLIST: the stream is live.
 */
export function livePlaylist({ broadcastId, type, now, window = LIVE_WINDOW }: LivePlaylistInput): string {
  const { look, offset } = roomLook(broadcastId);
  const live = floorDiv(now, SEGMENT_MS);
  const first = live - window;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${CAM_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${floorDiv(first + offset, CAM_SEGMENTS_PER_LOOP)}`,
  ];
  for (let s = first; s < live; s++) {
    const index = mod(s + offset, CAM_SEGMENTS_PER_LOOP);
    if (index === 0 && s !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${CAM_SEGMENT_SECONDS.toFixed(3)},`, `../${SEGMENT_DIR}/${camSegmentFile(look, VARIANT[type], index)}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface CamHlsOptions {
  /** The folder of the generated segments (MEDIA_DIR/cams). */
  dir: string;
  /** The clock the streams follow (the simulation's: backend.cams.clock.now; default Date.now). */
  now?: () => number;
  /** Whether a broadcast exists (default: any well-formed id plays). */
  known?: (broadcastId: string) => boolean;
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_CACHE = 'public, max-age=86400';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;
const PLAYLIST_PATTERN = /^(video2D|video3D)\.m3u8$/;

/** Answers shared by a player on another origin (a real provider's CDN is one). */
const CORS = { 'Access-Control-Allow-Origin': '*' };

const notFound = (c: Context): Response => c.text('Not Found', 404, { 'Cache-Control': 'no-store' });

/** The live stream routes, at their full paths under the provider's embedded base. Mount with `app.route('/', …)`. */
export function camHlsRoutes(opts: CamHlsOptions): Hono {
  const now = opts.now ?? Date.now;
  const base = `${embeddedBasePath.camProvider}${CAM_HLS_PREFIX}`;
  const app = new Hono();
  app.get(`${base}/${SEGMENT_DIR}/:file`, async (c) => {
    const file = c.req.param('file');
    if (!CAM_SEGMENT_PATTERN.test(file)) return notFound(c);
    const path = join(opts.dir, file);
    try {
      const info = await stat(path);
      const etag = `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
      const headers = { 'Content-Type': 'video/mp2t', 'Cache-Control': SEGMENT_CACHE, ETag: etag, ...CORS };
      if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
      const body = await readFile(path);
      return new Response(new Uint8Array(body), { status: 200, headers: { ...headers, 'Content-Length': String(body.length) } });
    } catch {
      return notFound(c);
    }
  });
  app.get(`${base}/:id/:file`, (c) => {
    const id = c.req.param('id');
    const type = PLAYLIST_PATTERN.exec(c.req.param('file'))?.[1] as StreamType | undefined;
    if (!type || !ID_PATTERN.test(id) || id === SEGMENT_DIR || (opts.known && !opts.known(id))) return notFound(c);
    return c.body(livePlaylist({ broadcastId: id, type, now: now() }), 200, {
      'Content-Type': PLAYLIST_TYPE,
      'Cache-Control': 'no-store',
      ...CORS,
    });
  });
  return app;
}
