/**
 * The cam simulator's live streams in the built site (issue 16: 'Streams are live HLS (a looping generated clip
 * published as a sliding-window playlist per room, 2D and stereo 3D variants)'; backend/cams/hls.ts): a room's stream
 * URL is a live HLS playlist (no end, 2 s target duration, a short window, no discontinuities) whose media sequence
 * moves on with the simulation's clock (moved by the control endpoint), and its segments are served as cacheable MPEG-TS. Plain HTTP:
 * the player's playback in Chromium is the room's e2e test. Changes no account (its own site process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamBroadcast, CamRoomPage } from '../../contracts/cam-provider.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';

let site: RunningSite;

beforeAll(async () => {
  site = await startSite();
}, 240_000);
afterAll(async () => {
  await site?.stop();
});

const tag = (playlist: string, name: string): number => Number(new RegExp(`^#${name}:(\\d+)$`, 'm').exec(playlist)?.[1] ?? Number.NaN);
const segments = (playlist: string): string[] => playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

async function broadcastWithStreams(): Promise<CamBroadcast> {
  const page = CamRoomPage.parse(
    await (await fetch(`${site.url}/api/cam-provider/broadcasts?status=all&limit=12&offset=0&show-offline=true&tag-categories=girls`)).json(),
  );
  for (const room of page.pageItems) {
    const res = await fetch(`${site.url}/api/cam-provider/api/clients/v1/broadcasts/models/${room.modelNickname}?partnerId=vrcams&show-hidden=true`);
    const broadcast = CamBroadcast.parse(await res.json());
    if (broadcast.streams.some((s) => s.type === 'video3D')) return broadcast;
  }
  throw new Error('no room with a 3D stream on the first page');
}

async function playlist(url: string): Promise<string> {
  const res = await fetch(new URL(url, site.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.text();
}

describe('live HLS streams of the cam simulator', () => {
  it('publishes each room’s stream as a live sliding-window playlist whose media sequence advances', async () => {
    const broadcast = await broadcastWithStreams();
    const url = broadcast.streams.find((s) => s.type === 'video2D')?.url ?? '';
    expect(url).toBe(`/api/cam-provider/live/${broadcast.id}/video2D.m3u8`);
    const before = await playlist(url);
    expect(before.startsWith('#EXTM3U\n')).toBe(true);
    expect(before).not.toContain('#EXT-X-ENDLIST');
    expect(tag(before, 'EXT-X-TARGETDURATION')).toBe(2);
    expect(segments(before)).toHaveLength(4);
    // A live stream whose time runs on: no discontinuities (each segment is served at its place in the stream).
    expect(before).not.toContain('DISCONTINUITY');

    // The simulation's clock moves on 10 s: five more segments have been 'recorded'.
    const advanced = await fetch(`${site.url}/api/cam-provider/_sim/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 10_000 }),
    });
    expect(advanced.status).toBe(200);
    const after = await playlist(url);
    const moved = tag(after, 'EXT-X-MEDIA-SEQUENCE') - tag(before, 'EXT-X-MEDIA-SEQUENCE');
    expect(moved).toBeGreaterThanOrEqual(5);
    expect(moved).toBeLessThan(30);
    // Each segment is named by its sequence number: the first listed is segment EXT-X-MEDIA-SEQUENCE.
    expect(segments(after)[0]).toMatch(new RegExp(`^\\.\\./_seg/${tag(after, 'EXT-X-MEDIA-SEQUENCE')}/look\\d-2d-\\d\\.ts$`));
    expect(after).not.toContain('DISCONTINUITY');
  });

  it('serves the segments as cacheable MPEG-TS, in 2D and in side-by-side 3D', async () => {
    const broadcast = await broadcastWithStreams();
    for (const type of ['video2D', 'video3D'] as const) {
      const url = broadcast.streams.find((s) => s.type === type)?.url ?? '';
      const list = await playlist(url);
      const first = segments(list)[0] ?? '';
      expect(first).toMatch(type === 'video2D' ? /-2d-\d\.ts$/ : /-3d-\d\.ts$/);
      const res = await fetch(new URL(first, new URL(url, site.url)));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp2t');
      expect(res.headers.get('cache-control')).toContain('max-age=');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(10_000);
      // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
      expect(bytes.length % 188).toBe(0);
      expect([bytes[0], bytes[188], bytes[376]]).toEqual([0x47, 0x47, 0x47]);
    }
  });

  it('answers 404 for a room that does not exist', async () => {
    expect((await fetch(`${site.url}/api/cam-provider/live/no-such-room/video2D.m3u8`)).status).toBe(404);
  });
});
