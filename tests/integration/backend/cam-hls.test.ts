/**
 * The cam simulator's live HLS streams: the sliding-window playlist as a pure function of the clock
 * (sequence numbers, the loop's files, the window; no discontinuities), the routes serving playlists and segments with
 * their content types and cache headers, and the generated segments of one look (backend/media/cam-streams.ts) served
 * with their timestamps moved to their place in the endless stream (backend/cams/ts-timestamps.ts): time runs on
 * across the loop's wrap.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_WINDOW, camHlsRoutes, livePlaylist, roomLook } from '../../../backend/cams/hls.ts';
import { streamPlaylistPath } from '../../../backend/cams/stream-urls.ts';
import { CAM_SEGMENT_FILES, camStreamArgs, textBoxes } from '../../../backend/media/cam-stream-recipes.ts';
import { missingCamSegments } from '../../../backend/media/cam-streams.ts';
import { runFfmpeg } from '../../../backend/media/ffmpeg.ts';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cam-hls-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

interface Parsed {
  tags: Record<string, string>;
  segments: { uri: string; duration: number; discontinuity: boolean }[];
  ended: boolean;
}

function parse(text: string): Parsed {
  const tags: Record<string, string> = {};
  const segments: Parsed['segments'] = [];
  let duration = 0;
  let discontinuity = false;
  let ended = false;
  for (const line of text.trim().split('\n')) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line.startsWith('#')) {
      const [name, value = ''] = line.slice(1).split(':');
      tags[name ?? ''] = value;
    } else {
      segments.push({ uri: line, duration, discontinuity });
      discontinuity = false;
    }
  }
  return { tags, segments, ended };
}

/** A broadcast id whose loop starts at `offset` (ids are hashed). */
function idWithOffset(offset: number): string {
  for (let i = 1; ; i++) if (roomLook(`bc-${i}`).offset === offset) return `bc-${i}`;
}

const T0 = 1_800_000_000_000; // a multiple of 2 s: sequence 900 000 000 starts here

/** The PTS of every PES packet of a stream in an MPEG-TS segment, in order. */
function ptsOf(ts: Uint8Array, streamId: number): number[] {
  const out: number[] = [];
  for (let p = 0; p + 188 <= ts.length; p += 188) {
    const control = ((ts[p + 3] ?? 0) >> 4) & 3;
    const payload = control >= 2 ? p + 5 + (ts[p + 4] ?? 0) : p + 4;
    if (!((ts[p + 1] ?? 0) & 0x40) || control === 2) continue;
    if (ts[payload] !== 0 || ts[payload + 1] !== 0 || ts[payload + 2] !== 1 || ts[payload + 3] !== streamId) continue;
    const b = ts.slice(payload + 9, payload + 14);
    out.push((((b[0] ?? 0) >> 1) & 7) * 2 ** 30 + (b[1] ?? 0) * 2 ** 22 + ((b[2] ?? 0) >> 1) * 2 ** 15 + (b[3] ?? 0) * 2 ** 7 + ((b[4] ?? 0) >> 1));
  }
  return out;
}

describe('livePlaylist', () => {
  it('is a live playlist: no end, target duration 2, a window of 4 segments of 2 s ending before the current one', () => {
    const p = parse(livePlaylist({ broadcastId: 'bc-1', type: 'video2D', now: T0 + 500 }));
    expect(p.ended).toBe(false);
    expect(p.tags.EXTM3U).toBe('');
    expect(p.tags['EXT-X-TARGETDURATION']).toBe('2');
    expect(p.tags['EXT-X-MEDIA-SEQUENCE']).toBe(String(T0 / 2000 - LIVE_WINDOW));
    expect(p.segments).toHaveLength(LIVE_WINDOW);
    expect(p.segments.every((s) => s.duration === 2)).toBe(true);
  });

  it('moves on by one segment every 2 s of the clock, and not in between', () => {
    const seq = (now: number) => Number(parse(livePlaylist({ broadcastId: 'bc-7', type: 'video2D', now })).tags['EXT-X-MEDIA-SEQUENCE']);
    expect(seq(T0 + 1999)).toBe(seq(T0));
    expect(seq(T0 + 2000)).toBe(seq(T0) + 1);
    expect(seq(T0 + 60_000)).toBe(seq(T0) + 30);
    // The window slides: the second segment now is the first one 2 s later.
    const a = parse(livePlaylist({ broadcastId: 'bc-7', type: 'video2D', now: T0 }));
    const b = parse(livePlaylist({ broadcastId: 'bc-7', type: 'video2D', now: T0 + 2000 }));
    expect(b.segments.slice(0, 3).map((s) => s.uri)).toEqual(a.segments.slice(1).map((s) => s.uri));
  });

  it('plays the files of the room’s look in loop order from the room’s offset, each at its sequence number, with no discontinuity', () => {
    const id = idWithOffset(3);
    const { look } = roomLook(id);
    // Sequence T0/2000 - 4 = 899 999 996 ≡ 2 (mod 6); + offset 3 → files 5, 0, 1, 2: the loop wraps before the second.
    const first = T0 / 2000 - 4;
    const p = parse(livePlaylist({ broadcastId: id, type: 'video2D', now: T0 }));
    expect(p.segments.map((s) => s.uri)).toEqual([5, 0, 1, 2].map((i, k) => `../_seg/${first + k}/look${look}-2d-${i}.ts`));
    // The served segments' time runs on across the wrap (see 'the generated segments'): nothing to mark.
    expect(p.segments.some((s) => s.discontinuity)).toBe(false);
    expect(p.tags['EXT-X-DISCONTINUITY-SEQUENCE']).toBeUndefined();
  });

  it('serves 2D and 3D of one room from the same look and point in the loop, each in its variant', () => {
    const flat = parse(livePlaylist({ broadcastId: 'bc-3', type: 'video2D', now: T0 }));
    const stereo = parse(livePlaylist({ broadcastId: 'bc-3', type: 'video3D', now: T0 }));
    expect(stereo.segments.map((s) => s.uri)).toEqual(flat.segments.map((s) => s.uri.replace('-2d-', '-3d-')));
  });

  it('spreads the rooms over the four looks and the six starting points', () => {
    const looks = new Set<number>();
    const offsets = new Set<number>();
    for (let i = 1; i <= 40; i++) {
      const { look, offset } = roomLook(`bc-${i}`);
      looks.add(look);
      offsets.add(offset);
    }
    expect([...looks].sort()).toEqual([1, 2, 3, 4]);
    expect(offsets.size).toBe(6);
  });
});

describe('camHlsRoutes', () => {
  const dir = tempDir();
  /** One TS packet: a PES start with a PTS of 1000 (payload unit start, payload only, video stream 0xE0). */
  const packet = new Uint8Array(188).fill(0xff);
  packet.set([0x47, 0x41, 0x00, 0x10, 0x00, 0x00, 0x01, 0xe0, 0x00, 0x00, 0x80, 0x80, 0x05]);
  const pts = (ts: number) => [
    0x21 | (((ts / 2 ** 30) & 0x07) * 2),
    (ts / 2 ** 22) & 0xff,
    (((ts / 2 ** 15) & 0x7f) << 1) | 1,
    (ts / 2 ** 7) & 0xff,
    ((ts & 0x7f) << 1) | 1,
  ];
  packet.set(pts(1000), 13);
  writeFileSync(join(dir, 'look2-2d-4.ts'), packet);
  let clock = T0;
  const app = camHlsRoutes({ dir, now: () => clock, known: (id) => id.startsWith('bc-') });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(`/api/cam-provider${path}`, { headers });

  it('answers a room’s playlist, never cached, moving with the given clock', async () => {
    const res = await get(streamPlaylistPath('bc-5', 'video2D'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const before = parse(await res.text()).tags['EXT-X-MEDIA-SEQUENCE'];
    clock += 4000;
    const after = parse(await (await get(streamPlaylistPath('bc-5', 'video2D'))).text()).tags['EXT-X-MEDIA-SEQUENCE'];
    expect(Number(after) - Number(before)).toBe(2);
    expect((await get(streamPlaylistPath('bc-5', 'video3D'))).status).toBe(200);
  });

  it('refuses unknown rooms, stream types and names', async () => {
    expect((await get(streamPlaylistPath('nobody', 'video2D'))).status).toBe(404);
    expect((await get('/live/bc-5/video4D.m3u8')).status).toBe(404);
    expect((await get('/live/bc-5/video2D.m3u')).status).toBe(404);
    expect((await get('/live/_seg/10/look5-2d-0.ts')).status).toBe(404);
    expect((await get('/live/_seg/10/..%2Fsecret.ts')).status).toBe(404);
    expect((await get('/live/_seg/-1/look2-2d-4.ts')).status).toBe(404);
    expect((await get('/live/_seg/look2-2d-4.ts')).status).toBe(404); // no sequence number
    expect((await get('/live/_seg/10/look1-2d-0.ts')).status).toBe(404); // not generated in this folder
  });

  it('serves segment n as MPEG-TS moved n - (its place in the loop) segments on, cacheable, with a validator', async () => {
    const res = await get('/live/_seg/14/look2-2d-4.ts');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('video/mp2t');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const body = new Uint8Array(await res.arrayBuffer());
    // File 4 played as segment 14: ten 2 s segments (10 × 180 000 ticks) later than in the file.
    expect([...body.slice(13, 18)]).toEqual(pts(1000 + 10 * 180_000));
    expect([...body.slice(0, 13)]).toEqual([...packet.slice(0, 13)]);
    const etag = res.headers.get('ETag') ?? '';
    expect((await get('/live/_seg/14/look2-2d-4.ts', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/live/_seg/20/look2-2d-4.ts', { 'If-None-Match': etag })).status).toBe(200);
  });
});

describe('the generated segments', () => {
  it('draws LIVE in blocky letters (merged boxes, one row of letters)', () => {
    const boxes = textBoxes('LIVE', 0, 0, 2);
    expect(boxes.length).toBeGreaterThan(8);
    expect(Math.max(...boxes.map((b) => b.y + b.h))).toBe(14);
    expect(Math.max(...boxes.map((b) => b.x + b.w))).toBe((5 + 1 + 3 + 1 + 5 + 1 + 5) * 2);
  });

  it('lists 48 files: 4 looks × 2D and 3D × 6 segments', () => {
    expect(CAM_SEGMENT_FILES).toHaveLength(48);
    expect(missingCamSegments(tempDir())).toHaveLength(48);
  });

  it('cuts one look into six 2 s MPEG-TS segments (H.264 + AAC), served with time running on across the loop’s wrap', async () => {
    const dir = tempDir();
    await runFfmpeg(camStreamArgs(3, '2d', join(dir, 'look3-2d-%d.ts')));
    const files = readdirSync(dir).sort();
    expect(files).toEqual([0, 1, 2, 3, 4, 5].map((i) => `look3-2d-${i}.ts`));
    for (const file of files) expect(statSync(join(dir, file)).size).toBeGreaterThan(10_000);

    // Twelve segments in a row, as a room plays them from sequence 1 000 001 (offset 0: files 5, 0, 1, … 5, 0, …):
    // every video PTS after the one before it, one frame apart, across both wraps, and each segment 2 s on.
    const app = camHlsRoutes({ dir, now: () => T0 });
    const videoPts: number[] = [];
    const starts: number[] = [];
    for (let seq = 1_000_001; seq <= 1_000_012; seq++) {
      const res = await app.request(`/api/cam-provider/live/_seg/${seq}/look3-2d-${seq % 6}.ts`);
      expect(res.status).toBe(200);
      const times = ptsOf(new Uint8Array(await res.arrayBuffer()), 0xe0);
      starts.push(times[0] ?? Number.NaN);
      videoPts.push(...times);
    }
    const steps = videoPts.slice(1).map((t, i) => t - (videoPts[i] as number));
    expect(Math.min(...steps)).toBeGreaterThan(0);
    expect(Math.max(...steps)).toBeLessThanOrEqual(3 * 3000); // frames of 30 fps are 3000 ticks; B-frames aside, none far apart
    expect(starts.slice(1).map((t, i) => t - (starts[i] as number))).toEqual(Array(11).fill(180_000));
  }, 60_000);
});
