/**
 * The VR player in Chromium with software WebGL: the 3D view shows the left eye's half of a
 * known test frame (side-by-side: the left half; top-bottom: the top), a drag and the arrow keys turn the view and
 * Recentre brings it back, the keyboard drives playback (Space, ←/→ 10 s, ↑/↓ volume, M, F), the preview sprite
 * frame follows the pointer over the seek bar, Flat shows the raw frame, and 'Watch in VR' renders each eye its half
 * of the frame into a (fake) immersive session and returns to the page at the same position when it ends.
 *
 * The known frames are clips this file makes with ffmpeg and serves in place of a video's trailer (Playwright
 * routes); the page's pixels are read from screenshots decoded by the browser itself.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../backend/media/ffmpeg.ts';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
const work = mkdtempSync(join(tmpdir(), 'vr-player-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Rgb = [number, number, number];
const RED: Rgb = [255, 0, 0];
const YELLOW: Rgb = [255, 255, 0];
const BLUE: Rgb = [0, 0, 255];
const GREEN: Rgb = [0, 255, 0];
const MAGENTA: Rgb = [255, 0, 255];
const hex = ([r, g, b]: Rgb) => `0x${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;

/**
 * A side-by-side 180° test clip: the left eye red, except yellow where it looks more than 25° to the right; the
 * right eye blue. A top-bottom 360° one: the left eye (top) green, the right eye (bottom) magenta.
 */
const clips = { sbs: join(work, 'eyes-sbs.webm'), tb: join(work, 'eyes-tb.webm') };
beforeAll(async () => {
  const eye = 512;
  const yellowFrom = Math.round((0.5 + 25 / 180) * eye);
  const encode = ['-c:v', 'libvpx', '-b:v', '200k', '-deadline', 'realtime', '-cpu-used', '8', '-pix_fmt', 'yuv420p', '-t', '8', '-f', 'webm'];
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${hex(RED)}:s=${yellowFrom}x${eye}:r=12:d=8[a];color=c=${hex(YELLOW)}:s=${eye - yellowFrom}x${eye}:r=12:d=8[b];color=c=${hex(BLUE)}:s=${eye}x${eye}:r=12:d=8[c];[a][b][c]hstack=inputs=3`,
    ...encode,
    clips.sbs,
  ]);
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${hex(GREEN)}:s=${eye * 2}x${eye}:r=12:d=8[a];color=c=${hex(MAGENTA)}:s=${eye * 2}x${eye}:r=12:d=8[b];[a][b]vstack=inputs=2`,
    ...encode,
    clips.tb,
  ]);
}, 60_000);

type ApiVideo = { slug: string; title: string; vr: { projection: string; stereo: string } };

/** The `nth` seeded video in `projection` (from the content API's list). */
async function videoIn(projection: string, nth = 1): Promise<ApiVideo> {
  let seen = 0;
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`${run.site.url}/api/content/v1/videos?page=${page}&limit=12`);
    const { items } = (await res.json()) as { items: ApiVideo[] };
    for (const v of items) if (v.vr?.projection === projection && ++seen === nth) return v;
    if (items.length === 0) break;
  }
  throw new Error(`no seeded video in ${projection}`);
}

/** Serves `file` in place of every VR trailer. */
async function serveTrailer(context: BrowserContext, file: string) {
  const body = readFileSync(file);
  await context.route(/\/media\/vr\/[^/]+-trailer-(2K|3K)\.webm$/, (route) =>
    route.fulfill({ status: 200, body, headers: { 'content-type': 'video/webm', 'accept-ranges': 'none' } }),
  );
}

/** The colour at (fx, fy) of the element (fractions of its box), read from a screenshot the page decodes. */
async function colourAt(page: Page, element: Locator, fx: number, fy: number): Promise<Rgb> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, fx, fy }) => {
      // Decoded from bytes, not fetched from a data: address, which the page's CSP (connect-src) refuses.
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(bitmap, 0, 0);
      const [r, g, b] = ctx.getImageData(Math.floor(bitmap.width * fx), Math.floor(bitmap.height * fy), 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
    },
    { png, fx, fy },
  );
}

/** Whether two colours are the same up to video compression and colour conversion. */
const near = (a: Rgb, b: Rgb) => a.every((n, i) => Math.abs(n - (b[i] ?? 0)) < 60);
const expectColour = async (read: () => Promise<Rgb>, colour: Rgb) =>
  expect.poll(async () => near(await read(), colour) || (await read()), { timeout: 15_000 }).toBe(true);

async function openTrailer(page: Page, slug: string): Promise<Locator> {
  await page.goto(`${run.site.url}/videos/${slug}/`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Play Trailer' }).click();
  const player = page.getByRole('region', { name: /\(trailer\) player$/ });
  await player.waitFor();
  await expect.poll(() => player.getAttribute('data-state'), { timeout: 15_000 }).toBe('playing');
  return player;
}

describe('the VR player', () => {
  it('shows the left eye of a side-by-side frame, turns with a drag and the arrow keys, and recentres', async () => {
    const video = await videoIn('equirect180');
    const context = await visitorContext(run.browser, run.site.url);
    await serveTrailer(context, clips.sbs);
    const page = await context.newPage();
    const player = await openTrailer(page, video.slug);
    const view = player.getByRole('img', { name: /360° view of/ });
    // Straight ahead: the left eye's red, never the right eye's blue.
    await expectColour(() => colourAt(page, view, 0.5, 0.5), RED);
    // A drag to the left turns the view right, past 25°: yellow ahead.
    const box = await view.boundingBox();
    if (!box) throw new Error('no view box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 260, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expectColour(() => colourAt(page, view, 0.5, 0.5), YELLOW);
    await player.getByRole('button', { name: 'Recentre' }).click();
    await expectColour(() => colourAt(page, view, 0.5, 0.5), RED);
    // The arrow keys on the view turn it too.
    await view.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expectColour(() => colourAt(page, view, 0.5, 0.5), YELLOW);
    // Flat: the raw frame, both eyes side by side.
    await player.getByRole('button', { name: 'Flat' }).click();
    await expect.poll(() => view.isHidden()).toBe(true);
    const stage = player.locator('.vrp-stage');
    await expectColour(() => colourAt(page, stage, 0.2, 0.5), RED);
    await expectColour(() => colourAt(page, stage, 0.8, 0.5), BLUE);
    await context.close();
  });

  it('swaps the eyes from the comfort settings, and keeps them on this device', async () => {
    const video = await videoIn('equirect180');
    const context = await visitorContext(run.browser, run.site.url);
    await serveTrailer(context, clips.sbs);
    const page = await context.newPage();
    let player = await openTrailer(page, video.slug);
    let view = player.getByRole('img', { name: /360° view of/ });
    await expectColour(() => colourAt(page, view, 0.5, 0.5), RED);
    await player.getByRole('button', { name: 'Comfort' }).click();
    await player.getByRole('checkbox', { name: 'Swap eyes' }).check();
    await expectColour(() => colourAt(page, view, 0.5, 0.5), BLUE);
    await page.reload();
    player = await openTrailer(page, video.slug);
    view = player.getByRole('img', { name: /360° view of/ });
    await expectColour(() => colourAt(page, view, 0.5, 0.5), BLUE);
    await player.getByRole('button', { name: 'Comfort' }).click();
    expect(await player.getByRole('checkbox', { name: 'Swap eyes' }).isChecked()).toBe(true);
    await context.close();
  });

  it('shows the top (left-eye) half of a top-bottom 360° frame', async () => {
    const video = await videoIn('equirect360');
    const context = await visitorContext(run.browser, run.site.url);
    await serveTrailer(context, clips.tb);
    const page = await context.newPage();
    const player = await openTrailer(page, video.slug);
    const view = player.getByRole('img', { name: /360° view of/ });
    await expectColour(() => colourAt(page, view, 0.5, 0.5), GREEN);
    await expectColour(() => colourAt(page, view, 0.1, 0.9), GREEN);
    await context.close();
  });

  it('is driven by the keyboard and previews the sprite frame under the pointer', async () => {
    const video = await videoIn('equirect180');
    const context = await visitorContext(run.browser, run.site.url);
    const page = await context.newPage();
    const player = await openTrailer(page, video.slug);
    const seek = player.getByRole('slider', { name: 'Seek' });
    const time = () => player.locator('.vrp-time').textContent();
    await seek.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => player.getAttribute('data-state')).toBe('paused');
    await page.keyboard.press('ArrowRight');
    await expect.poll(time).toBe('Time 0:06 / 0:06');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(time).toBe('Time 0:00 / 0:06');
    const volume = player.getByRole('slider', { name: 'Volume' });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => volume.getAttribute('aria-valuetext')).toBe('80 %');
    await page.keyboard.press('m');
    await expect.poll(() => player.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null)).toMatch(/player$/);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.keyboard.press(' ');
    await expect.poll(() => player.getAttribute('data-state')).toBe('playing');
    // The sprite frame of the pointer's time: the trailer's 8x8 grid, a later cell further right.
    await seek.blur();
    await player.locator('.vrp-seek').scrollIntoViewIfNeeded();
    const bar = await player.locator('.vrp-seek').boundingBox();
    if (!bar) throw new Error('no seek bar');
    const preview = player.getByTestId('seek-preview');
    expect(await preview.count()).toBe(0);
    await page.mouse.move(bar.x + bar.width * 0.1, bar.y + bar.height - 6);
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/-trailer-sprite\.jpg/);
    const early = await preview.getAttribute('data-cell');
    await page.mouse.move(bar.x + bar.width * 0.9, bar.y + bar.height - 6);
    await expect.poll(() => preview.getAttribute('data-cell')).not.toBe(early);
    expect(await preview.getAttribute('data-cell')).toMatch(/^[0-7],7$/);
    await page.mouse.move(bar.x + bar.width / 2, bar.y - 200);
    await expect.poll(() => preview.count()).toBe(0);
    await context.close();
  });

  it('renders each eye its half of the frame in a headset and returns to the page where it was', async () => {
    const video = await videoIn('equirect180');
    const context = await visitorContext(run.browser, run.site.url);
    await serveTrailer(context, clips.sbs);
    await context.addInitScript(fakeXr);
    const page = await context.newPage();
    const player = await openTrailer(page, video.slug);
    await player.getByRole('button', { name: 'Watch in VR' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xrFrames?: number }).__xrFrames ?? 0)).toBeGreaterThan(3);
    const canvas = player.locator('canvas');
    // The session's layer puts the left eye on the left half of the canvas, the right eye on the right.
    await expectColour(() => colourAt(page, canvas, 0.25, 0.5), RED);
    await expectColour(() => colourAt(page, canvas, 0.75, 0.5), BLUE);
    const before = await page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
    await page.evaluate(() => (window as unknown as { __xrSession: { end(): Promise<void> } }).__xrSession.end());
    const view = player.getByRole('img', { name: /360° view of/ });
    await view.waitFor();
    await expectColour(() => colourAt(page, view, 0.5, 0.5), RED);
    expect(await page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)).toBeGreaterThanOrEqual(before);
    await context.close();
  });

  // Two loads of the full video and its playing to 3 s: beside the whole suite on two cores that took over 60 s once.
  it('offers a member the place where they paused, after a reload', { timeout: 120_000 }, async () => {
    const video = await videoIn('equirect180', 2);
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    const page = await context.newPage();
    await page.goto(`${run.site.url}/videos/${video.slug}/`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Watch Full Video' }).click();
    const player = page.getByRole('region', { name: /\(full video\) player$/ });
    await expect.poll(() => player.getAttribute('data-state'), { timeout: 15_000 }).toBe('playing');
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/account/watch-progress/'), { timeout: 20_000 });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 3.2, undefined, { timeout: 15_000 });
    await player.getByRole('button', { name: 'Pause' }).click();
    const body = (await saved).postDataJSON() as { position: number; kind: string };
    expect(body.kind).toBe('full');
    expect(body.position).toBeGreaterThanOrEqual(3);
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: 'Watch Full Video' }).click();
    const resume = player.getByRole('button', { name: /^Resume from 0:0[3-9]$/ });
    await resume.waitFor({ timeout: 15_000 });
    await resume.click();
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)).toBeGreaterThanOrEqual(3);
    expect(await resume.count()).toBe(0);
    await context.close();
  });

  it('draws a full video’s toy script as a heatmap over the seek bar, with its chapters', async () => {
    let scripted: (ApiVideo & { id: number }) | undefined;
    for (let page = 1; page <= 13 && !scripted; page++) {
      const { items } = (await (await fetch(`${run.site.url}/api/content/v1/videos?page=${page}&limit=12`)).json()) as {
        items: (ApiVideo & { id: number; toyScript: string | null })[];
      };
      scripted = items.find((v) => v.toyScript && v.vr.projection === 'equirect180');
    }
    if (!scripted) throw new Error('no seeded video with a toy script');
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    const page = await context.newPage();
    await page.goto(`${run.site.url}/videos/${scripted.slug}/`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Watch Full Video' }).click();
    const player = page.getByRole('region', { name: /\(full video\) player$/ });
    await expect.poll(() => player.locator('.vrp-heat span').count(), { timeout: 15_000 }).toBe(100);
    const opacities = await player.locator('.vrp-heat span').evaluateAll((spans) => spans.map((s) => Number(getComputedStyle(s).opacity)));
    expect(Math.max(...opacities) - Math.min(...opacities)).toBeGreaterThan(0.3);
    const chapters = player.getByRole('list', { name: 'Chapters' });
    await expect.poll(() => chapters.getByRole('button').count()).toBeGreaterThanOrEqual(3);
    await chapters.getByRole('button').nth(1).click();
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)).toBeGreaterThan(2);
    await context.close();
  });

  it('lists a member’s part-watched videos under Continue watching on the home page, and none for a guest', async () => {
    const member = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    const page = await member.newPage();
    await page.goto(`${run.site.url}/`);
    const rail = page.getByRole('list', { name: 'Continue watching' });
    await rail.waitFor();
    // The seeded history: videos 148 and 131 left at 6.5 and 2.4 of 10 s (140 was finished: not listed; 155 and the
    // videos this file's other tests played may come first, at their own places).
    const watched = await rail.getByRole('progressbar').evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-label')));
    expect(watched).toEqual(expect.arrayContaining(['Watched 65 %', 'Watched 24 %']));
    expect(watched.every((label) => /^Watched \d{1,2} %$/.test(label ?? ''))).toBe(true);
    await member.close();
    const guest = await visitorContext(run.browser, run.site.url);
    const guestPage = await guest.newPage();
    await guestPage.goto(`${run.site.url}/`);
    await guestPage.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await guestPage.getByRole('heading', { name: 'Continue watching' }).count()).toBe(0);
    await guest.close();
  });

  it('starts in the quality chosen before playback', async () => {
    const video = await videoIn('equirect180');
    const context = await visitorContext(run.browser, run.site.url);
    const page = await context.newPage();
    await page.goto(`${run.site.url}/videos/${video.slug}/`);
    await waitForApp(page);
    await page.getByRole('button', { name: /Quality/ }).click();
    await page.getByRole('option', { name: '3K' }).click();
    await page.getByRole('button', { name: 'Play Trailer' }).click();
    const player = page.getByRole('region', { name: /\(trailer\) player$/ });
    await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 15_000 }).toMatch(/-3K\.webm$/);
    await expect.poll(() => player.getByRole('button', { name: /Quality/ }).textContent()).toContain('3K');
    await context.close();
  });

  it('offers no headset where the browser has none', async () => {
    const video = await videoIn('equirect180');
    const context = await visitorContext(run.browser, run.site.url);
    const page = await context.newPage();
    const player = await openTrailer(page, video.slug);
    await player.getByRole('button', { name: 'Recentre' }).waitFor();
    expect(await player.getByRole('button', { name: 'Watch in VR' }).count()).toBe(0);
    await context.close();
  });
});

/**
 * A stand-in for a headset's WebXR: an immersive-vr session whose frames give two views (left, right) looking ahead,
 * and a layer whose viewports are the canvas's left and right halves, so the page shows what each eye gets.
 */
function fakeXr() {
  const w = window as unknown as Record<string, unknown>;
  w.XRWebGLBinding = undefined;
  const proto = WebGL2RenderingContext.prototype as unknown as { makeXRCompatible?: () => Promise<void> };
  proto.makeXRCompatible = async () => {};
  const identity = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  // A 90° square frustum (near 0.1, far 1000).
  const f = 1 / Math.tan(Math.PI / 4);
  const near = 0.1;
  const far = 1000;
  const projection = new Float32Array([f, 0, 0, 0, 0, f, 0, 0, 0, 0, (far + near) / (near - far), -1, 0, 0, (2 * far * near) / (near - far), 0]);
  const transform = {
    matrix: identity,
    position: { x: 0, y: 0, z: 0, w: 1 },
    orientation: { x: 0, y: 0, z: 0, w: 1 },
    inverse: { matrix: identity },
  };
  const views = ['left', 'right'].map((eye) => ({ eye, projectionMatrix: projection, transform, recommendedViewportScale: null }));
  class FakeLayer {
    framebuffer = null;
    framebufferWidth: number;
    framebufferHeight: number;
    antialias = false;
    ignoreDepthValues = false;
    constructor(_session: unknown, gl: WebGL2RenderingContext) {
      this.framebufferWidth = gl.drawingBufferWidth;
      this.framebufferHeight = gl.drawingBufferHeight;
    }
    getViewport(view: { eye: string }) {
      const half = this.framebufferWidth / 2;
      return { x: view.eye === 'left' ? 0 : half, y: 0, width: half, height: this.framebufferHeight };
    }
  }
  w.XRWebGLLayer = FakeLayer;
  class FakeSession extends EventTarget {
    renderState: Record<string, unknown> = { baseLayer: null, depthNear: 0.1, depthFar: 1000, inlineVerticalFieldOfView: null };
    inputSources: unknown[] = [];
    enabledFeatures: string[] = [];
    environmentBlendMode = 'opaque';
    visibilityState = 'visible';
    ended = false;
    updateRenderState(state: Record<string, unknown>) {
      Object.assign(this.renderState, state);
    }
    async requestReferenceSpace() {
      const space = { getOffsetReferenceSpace: () => space, addEventListener() {}, removeEventListener() {} };
      return space;
    }
    requestAnimationFrame(callback: (time: number, frame: unknown) => void) {
      return window.requestAnimationFrame((time) => {
        if (this.ended) return;
        w.__xrFrames = ((w.__xrFrames as number) ?? 0) + 1;
        callback(time, { session: this, getViewerPose: () => ({ transform, views, emulatedPosition: false }), getPose: () => null });
      });
    }
    cancelAnimationFrame(id: number) {
      window.cancelAnimationFrame(id);
    }
    async end() {
      this.ended = true;
      this.dispatchEvent(new Event('end'));
    }
  }
  Object.defineProperty(navigator, 'xr', {
    configurable: true,
    value: {
      isSessionSupported: async (mode: string) => mode === 'immersive-vr',
      requestSession: async () => {
        const session = new FakeSession();
        w.__xrSession = session;
        return session;
      },
      addEventListener() {},
      removeEventListener() {},
    },
  });
}
