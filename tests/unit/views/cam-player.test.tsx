// @vitest-environment jsdom
/**
 * The cam room's player (views/cams/CamPlayer.tsx; spec 002 §2.3, §3.3 player, §9 990/556): the reserved box and the
 * idle poster without a stream, the controls found by role and name and what they report, the fullscreen fallback of
 * a browser without the Fullscreen API, and hls.js imported only once a stream URL is set (then torn down with it).
 * No real playback here (jsdom has no media): the room's e2e test plays the stream in Chromium.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CamPlayerProps } from '../../../views/cams/contracts.ts';
import { mountedViews } from './mount.ts';

const hls = vi.hoisted(() => ({ imported: 0, instances: [] as { url: string; destroyed: boolean; media: unknown }[] }));
vi.mock('hls.js/light', () => {
  hls.imported += 1;
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    record = { url: '', destroyed: false, media: null as unknown };
    constructor() {
      hls.instances.push(this.record);
    }
    on() {}
    loadSource(url: string) {
      this.record.url = url;
    }
    attachMedia(media: unknown) {
      this.record.media = media;
    }
    startLoad() {}
    recoverMediaError() {}
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakeHls };
});

const { CamPlayer } = await import('../../../views/cams/CamPlayer.tsx');

const { rerender, host } = mountedViews();
const calls: { muted: boolean[]; volume: number[]; fullscreen: boolean[] } = { muted: [], volume: [], fullscreen: [] };

const props = (over: Partial<CamPlayerProps> = {}): CamPlayerProps => ({
  streamUrl: '',
  streamType: 'video2D',
  muted: true,
  volume: 0.6,
  label: 'Luna',
  idleText: 'away',
  onMutedChange: (m) => calls.muted.push(m),
  onVolumeChange: (v) => calls.volume.push(v),
  onFullscreenChange: (f) => calls.fullscreen.push(f),
  ...over,
});

function render(p: CamPlayerProps) {
  rerender(<CamPlayer {...p} />);
}

const button = (name: string) =>
  [...host().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name) ?? null;
const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

beforeAll(() => {
  // jsdom has no media playback: Media Source Extensions as Chromium has them (hls.js plays there), play() resolves.
  (window as unknown as { MediaSource: unknown }).MediaSource = class {};
  HTMLMediaElement.prototype.canPlayType = () => '';
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.load = () => {};
});
beforeEach(() => {
  calls.muted = [];
  calls.volume = [];
  calls.fullscreen = [];
});

describe('CamPlayer', () => {
  it('keeps its 990/556 box reserved in CSS, server-rendered, before any video (no layout shift)', () => {
    const css = readFileSync(resolve(process.cwd(), 'views/cams/cam-player.css'), 'utf8');
    expect(css).toMatch(/\.cam-player \{[^}]*aspect-ratio: 990 \/ 556;/);
    const html = renderToString(<CamPlayer {...props({ streamUrl: '/api/cam-provider/live/bc-1/video2D.m3u8' })} />);
    expect(html).toContain('class="cam-player"');
    expect(html).toContain('aria-label="Luna live"');
  });

  it('shows the idle poster with the status text when there is no stream, and loads no hls.js', async () => {
    render(props());
    await flush();
    expect(host().querySelector('.cam-player__idle')?.textContent).toBe('away');
    expect(host().querySelector('video')).toBeNull();
    expect(hls.imported).toBe(0);
  });

  it('has a mute toggle, a volume slider and a fullscreen toggle, found by name', () => {
    render(props({ muted: true }));
    expect(button('Unmute')).not.toBeNull();
    expect(button('Mute')).toBeNull();
    render(props({ muted: false }));
    expect(button('Mute')).not.toBeNull();
    const volume = host().querySelector<HTMLInputElement>('input[type="range"][aria-label="Volume"]');
    expect(volume?.value).toBe('0.6');
    expect(button('Fullscreen')).not.toBeNull();
  });

  it('reports mute and volume changes to the room (the room decides)', () => {
    render(props({ muted: true }));
    act(() => button('Unmute')?.click());
    expect(calls.muted).toEqual([false]);
    const volume = host().querySelector<HTMLInputElement>('input[aria-label="Volume"]');
    act(() => {
      if (!volume) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(volume, '0.25');
      volume.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(calls.volume).toEqual([0.25]);
  });

  it('without the Fullscreen API fills the window instead, tells the room, and leaves on Escape', () => {
    render(props());
    act(() => button('Fullscreen')?.click());
    expect(calls.fullscreen).toEqual([true]);
    expect(host().querySelector('.cam-player')?.classList.contains('cam-player--filling')).toBe(true);
    expect(button('Exit fullscreen')).not.toBeNull();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(calls.fullscreen).toEqual([true, false]);
    expect(button('Fullscreen')).not.toBeNull();
  });

  it('uses the Fullscreen API on its box when there is one', async () => {
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    HTMLElement.prototype.requestFullscreen = function (this: HTMLElement) {
      element = this;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    document.exitFullscreen = () => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    try {
      render(props());
      await act(async () => button('Fullscreen')?.click());
      expect(element).toBe(host().querySelector('.cam-player'));
      expect(calls.fullscreen).toEqual([true]);
      expect(button('Exit fullscreen')).not.toBeNull();
      await act(async () => button('Exit fullscreen')?.click());
      expect(calls.fullscreen).toEqual([true, false]);
    } finally {
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => null });
    }
  });

  it('imports hls.js once a stream URL is set, plays it muted inline, and tears it down when the URL changes or it unmounts', async () => {
    render(props({ streamUrl: '/api/cam-provider/live/bc-1/video2D.m3u8' }));
    await flush();
    const video = host().querySelector('video');
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.muted).toBe(true);
    expect(hls.imported).toBe(1);
    expect(hls.instances.map((i) => i.url)).toEqual(['/api/cam-provider/live/bc-1/video2D.m3u8']);
    expect(hls.instances[0]?.media).toBe(video);
    render(props({ streamUrl: '/api/cam-provider/live/bc-2/video2D.m3u8' }));
    await flush();
    expect(hls.instances[0]?.destroyed).toBe(true);
    expect(hls.instances[1]?.url).toBe('/api/cam-provider/live/bc-2/video2D.m3u8');
    render(props({ streamUrl: '' }));
    await flush();
    expect(hls.instances[1]?.destroyed).toBe(true);
    expect(host().querySelector('.cam-player__idle')?.textContent).toBe('away');
  });

  it('prefers hls.js to a native HLS player where Media Source Extensions exist, and plays natively where they do not', async () => {
    const nativeHls = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = (type: string) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : '');
    try {
      render(props({ streamUrl: '/api/cam-provider/live/bc-3/video2D.m3u8' }));
      await flush();
      expect(hls.instances.at(-1)?.url).toBe('/api/cam-provider/live/bc-3/video2D.m3u8');
      expect(host().querySelector('video')?.getAttribute('src')).toBeNull();
      render(props({ streamUrl: '' }));
      await flush();
      const mediaSource = (window as unknown as { MediaSource?: unknown }).MediaSource;
      delete (window as unknown as { MediaSource?: unknown }).MediaSource;
      const before = hls.instances.length;
      render(props({ streamUrl: '/api/cam-provider/live/bc-4/video2D.m3u8' }));
      await flush();
      expect(host().querySelector('video')?.getAttribute('src')).toBe('/api/cam-provider/live/bc-4/video2D.m3u8');
      expect(hls.instances.length).toBe(before);
      (window as unknown as { MediaSource?: unknown }).MediaSource = mediaSource;
    } finally {
      HTMLMediaElement.prototype.canPlayType = nativeHls;
    }
  });
});
