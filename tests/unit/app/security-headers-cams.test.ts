/**
 * What the cam room's player needs from the pages' Content-Security-Policy (app/server/security-headers.ts,
 * views/cams/CamPlayer.tsx): hls.js plays through Media Source Extensions (a blob: media URL, not restricted: no
 * default-src or media-src) and fetches playlists and segments from the provider's host, which connect-src allows —
 * the cam provider's origins (its API, its socket) and the operator's CSP_ORIGINS (a stream CDN). A blob: worker would fall under script-src ('strict-dynamic' refuses it), so the player runs hls.js without
 * its worker — nothing is widened for it. The stream's own answers (playlists, segments) get the 'nothing runs' policy.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otherPolicy, pageOrigins, pagePolicy } from '../../../app/server/security-headers.ts';
import { NO_UPSTREAMS } from '../../support/upstream-urls.ts';

const directives = (policy: string): Map<string, string> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('the CSP and the cam player', () => {
  const provider = { camProviderApiUrl: 'https://api.cams.example/clients', camProviderWsUrl: 'wss://ws.cams.example/socket' };
  const upstreams = { ...NO_UPSTREAMS, ...provider };
  const room = directives(pagePolicy('abc', '/vr-cam-girls/luna/', pageOrigins(upstreams, ['https://cdn.streams.example'])));

  it('leaves media (MSE blob: URLs) unrestricted on pages: no default-src or media-src', () => {
    expect(room.has('default-src')).toBe(false);
    expect(room.has('media-src')).toBe(false);
  });

  it("lets the player fetch from the provider's API, socket and the operator's stream CDN, and nowhere else", () => {
    expect(room.get('connect-src')).toBe("'self' https://api.cams.example wss://ws.cams.example https://cdn.streams.example");
  });

  it('pins scripts to the nonce with strict-dynamic (a lazily imported chunk such as hls.js may load; a blob: worker may not)', () => {
    expect(room.get('script-src')).toBe("'nonce-abc' 'strict-dynamic'");
    expect(room.has('worker-src')).toBe(false);
    expect(room.has('child-src')).toBe(false);
    const player = readFileSync(resolve(process.cwd(), 'views/cams/CamPlayer.tsx'), 'utf8');
    expect(player).toContain('enableWorker: false');
  });

  it('is the same policy on every page, as a client navigation keeps the first page’s policy', () => {
    expect(pagePolicy('abc', '/')).toBe(pagePolicy('abc', '/vr-cam-girls/luna/'));
    expect(pagePolicy('abc', '/vr-cam-girls/')).toBe(pagePolicy('abc', '/vr-cam-girls/luna/'));
  });

  it('gives the stream’s playlists and segments the policy of answers that never run', () => {
    const stream = directives(otherPolicy('/api/cam-provider/live/bc-1/video2D.m3u8'));
    expect(stream.get('default-src')).toBe("'none'");
    expect(stream.get('media-src')).toBe("'self'");
  });
});
