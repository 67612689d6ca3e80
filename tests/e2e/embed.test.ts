/**
 * The embed page (spec 000 §2.2 embed-slug, §2.4 'Embed page'): a video's trailer alone, without the site's chrome,
 * framable by any site, canonical to the video's page and not indexed; the video page's VideoObject names it as its
 * embedUrl; another site's page frames it and plays it.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppCode, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { firstSlug } from '../support/routes.ts';
import { jsonLdOf } from '../support/structured-data.ts';

const run = siteAndBrowser();

type Video = { slug: string; title: string; videoPlayerSources: { trailer: { src: string; fileSize: number }[] } };
const videoOf = async (slug: string) => ((await (await fetch(`${run.site.url}/api/content/v1/videos/${slug}`)).json()) as { item: Video }).item;

describe('embed page', () => {
  it('is the trailer alone, framable by any site, canonical to the video page and not indexed', async () => {
    const slug = await firstSlug(run.site.url, 'videos');
    const video = await videoOf(slug);
    const res = await fetch(`${run.site.url}/embed/${slug}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('x-frame-options')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]*/videos/${slug}/"`));
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).not.toContain('site-header');
    expect(html).not.toContain('site-footer');
    // Nor in its data: none of the menus, none of the footer (issue 35: the embed page carried every pull-down tile).
    expect(html).not.toContain('pullDownMenus');
    expect(html).not.toMatch(/headerMain:\$R\[\d+\]=\[\$R/);
    expect(html.length).toBeLessThan(14_000);
    const trailer = video.videoPlayerSources.trailer.find((s) => s.fileSize !== -1);
    expect(trailer).toBeDefined();
    expect(html).toContain(`<source src="${trailer?.src}"`);
    expect(html).toContain(`href="/videos/${slug}/"`);
    // The video page names it as its VideoObject's embedUrl.
    const ld = jsonLdOf(await (await fetch(`${run.site.url}/videos/${slug}/`, { headers: { cookie: 'age_verified_18=1' } })).text());
    expect(ld).toContainEqual(
      expect.objectContaining({ '@type': 'VideoObject', embedUrl: expect.stringMatching(new RegExp(`^http.*/embed/${slug}/$`)) }),
    );
  });

  /** Another site (another origin: a port of its own) whose page frames the embed; closed by the returned function. */
  async function anotherSiteFraming(slug: string) {
    const other = createServer((_, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><title>Another site</title><iframe title="Embedded video" src="${run.site.url}/embed/${slug}/" width="640" height="400"></iframe>`,
      );
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const { port } = other.address() as AddressInfo;
    return { url: `http://localhost:${port}/`, close: () => other.close() };
  }
  const playing = (video: Locator) =>
    expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && !v.paused), { timeout: 15_000 }).toBe(true);

  it('plays in the VR player inside another site’s frame, and an unknown video is the 404 screen', async () => {
    const slug = await firstSlug(run.site.url, 'videos');
    const other = await anotherSiteFraming(slug);
    const context = await run.browser.newContext();
    const page = await context.newPage();
    await page.goto(other.url);
    const frame = page.frameLocator('iframe');
    // The app replaces the browser's player with the VR player; its visitor starts it with its Play button.
    const vrPlayer = frame.getByRole('region', { name: /\(trailer\) player$/ });
    await vrPlayer.getByRole('button', { name: 'Play', exact: true }).click();
    await playing(vrPlayer.locator('video'));
    await expect.poll(() => vrPlayer.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(1);
    await context.close();
    other.close();
    expect((await fetch(`${run.site.url}/embed/no-such-video/`)).status).toBe(404);
  });

  it('plays the browser’s own player in the frame when the app does not run', async () => {
    const slug = await firstSlug(run.site.url, 'videos');
    const other = await anotherSiteFraming(slug);
    const context = await run.browser.newContext();
    await context.route(`${run.site.url}/assets/**/*.js`, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(other.url);
    const player = page.frameLocator('iframe').locator('video');
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await playing(player);
    await context.close();
    other.close();
  });

  it('keeps the browser’s own player, and the focus on it, for a keyboard visitor who reached it before the app started', async () => {
    const slug = await firstSlug(run.site.url, 'videos');
    const context = await run.browser.newContext();
    // The app's code is held back until the visitor has tabbed onto the player.
    const release = await holdAppCode(context, run.site.url);
    const page = await context.newPage();
    await page.goto(`${run.site.url}/embed/${slug}/`, { waitUntil: 'commit' });
    const native = page.locator('video.embed-player__media');
    await native.waitFor();
    const onNative = () => native.evaluate((v) => v === document.activeElement);
    for (let i = 0; i < 5 && !(await onNative()); i++) await page.keyboard.press('Tab');
    expect(await onNative()).toBe(true);
    release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await onNative()).toBe(true);
    expect(await page.getByRole('region', { name: /\(trailer\) player$/ }).count()).toBe(0);
    await context.close();
  });
});
