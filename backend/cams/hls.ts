/**
 * The cam simulator's live HLS streams ('a looping generated clip published as a sliding-window playlist per
 * room, 2D and stereo 3D variants'), on the provider's host ({camProvider}, embedded '/api/cam-provider'):
 *   GET {camProvider}/live/{broadcastId}/{video2D|video3D}.m3u8   a LIVE playlist (stream-urls.ts' streamPlaylistPath); in
 *       a private show only with the show's viewer's or a spy's grant (?grant=, stream-grants.ts), else 403
 *   GET {camProvider}/live/_seg/{sequence}/look{1-4}-{2d|3d}-{0-5}.ts   segment {sequence} of a stream: a generated
 *                                                                    segment (backend/media/cam-streams.ts) moved in time
 * Each room plays one of the four looks (by a hash of its id) from its own point in the loop, on the simulation's
 * clock: the playlist is a window of the last few 2 s segments and its media sequence counts 2 s steps of the clock.
 * The 12 s loop's segments are served with their timestamps moved to their place in the endless stream
 * (ts-timestamps.ts), so time runs on across each wrap as in a real live stream: no discontinuities, which hls.js
 * stalled on (the room's player, views/cams/CamPlayer.tsx). Playlists are never cached; segments are. Mounted by
 * app/server/embedded.ts beside the media routes (the files live in MEDIA_DIR).
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
import { shiftTimestamps } from './ts-timestamps.ts';

/** Segments listed in a playlist: 8 s of stream, the live edge three target durations away as HLS asks. */
export const LIVE_WINDOW = 4;
const SEGMENT_MS = CAM_SEGMENT_SECONDS * 1000;
/** A segment's length on the 90 kHz clock of MPEG-TS timestamps. */
const SEGMENT_TICKS = CAM_SEGMENT_SECONDS * 90_000;
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
 * the room's look, at `_seg/{s}/{file}`, where its timestamps are those of segment s. No EXT-X-ENDLIST: it is live.
 */
export function livePlaylist({ broadcastId, type, now, window = LIVE_WINDOW }: LivePlaylistInput): string {
  const { look, offset } = roomLook(broadcastId);
  const live = floorDiv(now, SEGMENT_MS);
  const first = live - window;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${CAM_SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let s = first; s < live; s++) {
    const index = mod(s + offset, CAM_SEGMENTS_PER_LOOP);
    lines.push(`#EXTINF:${CAM_SEGMENT_SECONDS.toFixed(3)},`, `../${SEGMENT_DIR}/${s}/${camSegmentFile(look, VARIANT[type], index)}`);
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
  /** Whether its playlist plays for a request with this grant (a private show's: stream-grants.ts); default: always. */
  mayPlay?: (broadcastId: string, grant: string | undefined) => boolean;
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_CACHE = 'public, max-age=86400';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;
const PLAYLIST_PATTERN = /^(video2D|video3D)\.m3u8$/;
const SEQUENCE_PATTERN = /^\d{1,15}$/;

/** Answers shared by a player on another origin (a real provider's CDN is one). */
const CORS = { 'Access-Control-Allow-Origin': '*' };

const notFound = (c: Context): Response => c.text('Not Found', 404, { 'Cache-Control': 'no-store' });

/** The live stream routes, at their full paths under the provider's embedded base. Mount with `app.route('/', …)`. */
export function camHlsRoutes(opts: CamHlsOptions): Hono {
  const now = opts.now ?? Date.now;
  const base = `${embeddedBasePath.camProvider}${CAM_HLS_PREFIX}`;
  const app = new Hono();
  app.get(`${base}/${SEGMENT_DIR}/:sequence/:file`, async (c) => {
    const file = c.req.param('file');
    const sequence = c.req.param('sequence');
    const index = CAM_SEGMENT_PATTERN.exec(file)?.[3];
    if (index === undefined || !SEQUENCE_PATTERN.test(sequence)) return notFound(c);
    const path = join(opts.dir, file);
    try {
      const info = await stat(path);
      const etag = `"${sequence}-${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
      const headers = { 'Content-Type': 'video/mp2t', 'Cache-Control': SEGMENT_CACHE, ETag: etag, ...CORS };
      if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
      // The file starts at its place in the 12 s loop; segment `sequence` starts `sequence` segments into the stream.
      const body = shiftTimestamps(new Uint8Array(await readFile(path)), (Number(sequence) - Number(index)) * SEGMENT_TICKS);
      return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(body.length) } });
    } catch {
      return notFound(c);
    }
  });
  app.get(`${base}/:id/:file`, (c) => {
    const id = c.req.param('id');
    const type = PLAYLIST_PATTERN.exec(c.req.param('file'))?.[1] as StreamType | undefined;
    if (!type || !ID_PATTERN.test(id) || id === SEGMENT_DIR || (opts.known && !opts.known(id))) return notFound(c);
    if (opts.mayPlay && !opts.mayPlay(id, c.req.query('grant'))) return c.text('Forbidden', 403, { 'Cache-Control': 'no-store', ...CORS });
    return c.body(livePlaylist({ broadcastId: id, type, now: now() }), 200, {
      'Content-Type': PLAYLIST_TYPE,
      'Cache-Control': 'no-store',
      ...CORS,
    });
  });
  return app;
}
