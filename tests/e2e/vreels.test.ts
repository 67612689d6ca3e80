/**
 * Vreels (spec 000 intro 'vreelz=on', §2.3 'Mobile bottom menu' VReels button, §2.4 'Vreels') at 390 px: the bottom
 * menu's VReels button opens the feed with the first clip playing muted; 'Next clip' and ArrowDown make the next
 * clip the one playing; without vreelz=on nothing plays until Play; /vreels/ is served without JavaScript with its
 * head and clip list; with VREELS=off the button is gone and /vreels/ is the 404 screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

/** A returning visitor's phone page, in the browser of a describe's frame, for its site. */
const mobilePage = async (run: ReturnType<typeof siteAndBrowser>): Promise<Page> => {
  const context = await run.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addCookies(returningVisitorCookies(run.site.url));
  return context.newPage();
};

/** Paused state of each clip's video, in feed order. */
const pausedStates = (page: Page) => page.locator('video.vreel__video').evaluateAll((els) => els.map((el) => (el as HTMLVideoElement).paused));
const playingIndex = async (page: Page) => (await pausedStates(page)).indexOf(false);

describe('vreels', () => {
  const run = siteAndBrowser();

  it('the VReels button opens the feed playing the first clip muted; Next clip and ArrowDown move the playing clip', async () => {
    const page = await mobilePage(run);
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    const button = page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('link', { name: 'VReels' });
    expect(await button.getAttribute('href')).toBe('/vreels/?vreelz=on');
    await button.click();
    await page.waitForURL(`${run.site.url}/vreels/?vreelz=on`);
    await page.getByRole('heading', { level: 1, name: 'VReels' }).waitFor();
    await expect.poll(() => playingIndex(page), { timeout: 10_000 }).toBe(0);
    expect(
      await page
        .locator('video.vreel__video')
        .first()
        .evaluate((el) => (el as HTMLVideoElement).muted),
    ).toBe(true);
    expect((await pausedStates(page)).filter((paused) => !paused)).toHaveLength(1);

    await page.getByRole('button', { name: 'Next clip' }).click();
    await expect.poll(() => playingIndex(page), { timeout: 10_000 }).toBe(1);
    expect((await pausedStates(page))[0]).toBe(true);
    expect(await page.getByText('Clip 2 of').textContent()).toMatch(/^Clip 2 of \d+$/);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => playingIndex(page), { timeout: 10_000 }).toBe(2);
    await page.context().close();
  });

  it('without vreelz=on nothing plays until the Play button', async () => {
    const page = await mobilePage(run);
    await page.goto(`${run.site.url}/vreels/`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Play' }).waitFor();
    // Once the first clip has the data to play (HAVE_FUTURE_DATA), it still waits for the button.
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('video.vreel__video')?.readyState ?? 0) >= 3);
    expect(await playingIndex(page)).toBe(-1);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => playingIndex(page), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });

  it('loads no swiper code until the visitor reaches for the feed; an arrow key moves the feed before it comes, and swiper then takes over the same clips', async () => {
    const page = await mobilePage(run);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Swiper's code waits until the test lets it through: a slow network.
    await page.context().route(/\/assets\/vreels-swiper-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${run.site.url}/vreels/?vreelz=on`);
    await waitForApp(page);
    await expect.poll(() => playingIndex(page), { timeout: 10_000 }).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /swiper/.test(path))).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => playingIndex(page), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Clip 2 of').textContent()).toMatch(/^Clip 2 of \d+$/);
    // The clip playing is shown: the feed moved to it.
    const shown = () =>
      page.locator('.vreel[data-active="true"]').evaluate((el) => {
        const clip = el.getBoundingClientRect();
        const feed = (el.closest('.vreels__swiper') as HTMLElement).getBoundingClientRect();
        return Math.abs(clip.top - feed.top) < 2;
      });
    await expect.poll(shown).toBe(true);
    expect(scripts.some((path) => /vreels-swiper/.test(path))).toBe(true);
    await page
      .locator('video.vreel__video')
      .nth(1)
      .evaluate((el) => {
        (el as HTMLVideoElement & { marked?: boolean }).marked = true;
      });

    release();
    await page.locator('.vreels__swiper.swiper-initialized').waitFor();
    // Swiper started on the same markup, at the machine's clip: the playing video was not replaced.
    expect(
      await page
        .locator('video.vreel__video')
        .nth(1)
        .evaluate((el) => (el as HTMLVideoElement & { marked?: boolean }).marked),
    ).toBe(true);
    expect(await playingIndex(page)).toBe(1);
    expect(await shown()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => playingIndex(page), { timeout: 10_000 }).toBe(2);
    await expect.poll(shown).toBe(true);
    await page.context().close();
  });

  it('serves /vreels/ without JavaScript with its title, canonical and every clip', async () => {
    const res = await fetch(`${run.site.url}/vreels/`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const { items } = (await (await fetch(`${run.site.url}/api/v1/crud/vreels-video/`)).json()) as { items: { title: string; src: string }[] };
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(html).toMatch(/<title>VReels - [^<]+<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/vreels\/"/);
    for (const item of items) expect(html).toContain(item.src);
    const clip = await fetch(`${run.site.url}${items[0]?.src}`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/webm');
  });
});

describe('vreels off', () => {
  const off = siteAndBrowser({ env: { VREELS: 'off' } });

  it('has no VReels button and /vreels/ is the 404 screen', async () => {
    const page = await mobilePage(off);
    await page.goto(`${off.site.url}/`);
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Bottom menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'VReels' }).count()).toBe(0);
    await page.goto(`${off.site.url}/vreels/?vreelz=on`);
    await page.waitForURL(/\/404\//);
    expect(await page.locator('video').count()).toBe(0);
    await page.context().close();
  });
});
