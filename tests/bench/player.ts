/**
 * The VR player's figures: the size of its chunks (gzip level 9: the composition, machine
 * and view that load when a player opens, and three.js with the first 3D view), the time from the click on
 * 'Play Trailer' to the first frame playing under the 3D view, and the frames per second the in-page viewer draws
 * while a 2K clip plays, in Chromium with software WebGL on this machine. Printed, not budgeted: the frame rate is
 * the machine's (no GPU here), the sizes are watched over time.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, returningVisitorCookies, waitForApp } from '../support/browser.ts';

export async function playerFigures(siteUrl: string): Promise<string[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(returningVisitorCookies(siteUrl));
    // The bench runs under tsx, whose functions name themselves with a helper the page lacks.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    const page = await context.newPage();
    const { items } = (await (await fetch(`${siteUrl}/api/content/v1/videos?limit=12`)).json()) as {
      items: { slug: string; vr?: { projection: string } }[];
    };
    const video = items.find((v) => v.vr?.projection === 'equirect180');
    if (!video) throw new Error('no 180° video to play');
    await page.goto(`${siteUrl}/videos/${video.slug}/`);
    await waitForApp(page);
    // Whatever the page loads after hydration (its comments) is loaded before the click, so only the player's count.
    await page.waitForLoadState('networkidle');
    const chunks = new Map<string, number>();
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' && /\/assets\//.test(url)) {
        void response.body().then((body) => chunks.set(url.split('/').at(-1) ?? url, gzipSync(body, { level: 9 }).length));
      }
    });
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Play Trailer' }).click();
    const canvas = page.getByTestId('vr-canvas');
    await canvas.waitFor();
    // The first frame: the video plays a decoded frame (the viewer, drawing every animation frame, shows it at the next one).
    await page.waitForFunction(
      () => {
        const v = document.querySelector('video');
        return !!v && v.readyState >= 2 && v.currentTime > 0;
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    const firstFrameMs = Date.now() - clicked;
    // Frames the page draws over 3 s of playback.
    const fps = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let frames = 0;
          const start = performance.now();
          const tick = () => {
            frames++;
            if (performance.now() - start < 3000) requestAnimationFrame(tick);
            else resolve((frames * 1000) / (performance.now() - start));
          };
          requestAnimationFrame(tick);
        }),
    );
    const quality = await page.evaluate(() => document.querySelector('video')?.currentSrc.split('/').at(-1) ?? '');
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const named = [...chunks.entries()].sort((a, b) => b[1] - a[1]);
    const three = named.filter(([name]) => name.startsWith('VrViewer')).reduce((s, [, n]) => s + n, 0);
    const player = named.filter(([name]) => !name.startsWith('VrViewer')).reduce((s, [, n]) => s + n, 0);
    console.log('\nVR player (Chromium, software WebGL, 1440x900):');
    console.log(`  chunks loaded on 'Play Trailer': ${named.map(([name, n]) => `${name} ${kb(n)}`).join(', ')}`);
    console.log(`  player chunks ${kb(player)} gzip + three.js viewer ${kb(three)} gzip`);
    console.log(`  click to first frame on the 3D view: ${firstFrameMs} ms`);
    console.log(`  in-page viewer: ${fps.toFixed(1)} frames per second while ${quality} plays`);
    await context.close();
    return [];
  } finally {
    await browser.close();
  }
}
