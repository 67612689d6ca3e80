/**
 * /free/ ('Free VR Porn Videos', spec 000 §2.2: its links carry isVideoFromFreePage=1), as a guest sees it: a video
 * opened from the page plays in full ('Watch Full Video', the full clip in the player) and says it is free; the same
 * video without the flag, and a video that is not in the free list with it, offer the trailer only.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

type ListAnswer = { items: { slug: string }[] };
const slugs = async (query: string) =>
  ((await (await fetch(`${run.site.url}/api/content/v1/videos?${query}`)).json()) as ListAnswer).items.map((v) => v.slug);

const watchFull = (page: Page) => page.getByRole('button', { name: 'Watch Full Video' });
const freeBadge = (page: Page) => page.getByRole('list', { name: 'Video features' }).getByText('Free full video', { exact: true });

describe('free videos', () => {
  it('a guest opening a video from /free/ watches it in full; the page says it is free', async () => {
    const context = await visitorContext(run.browser, run.site.url);
    const page = await context.newPage();
    await page.goto(`${run.site.url}/free/`);
    await waitForApp(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Free');
    const card = page.locator('main a[href*="isVideoFromFreePage=1"]').first();
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/videos\/[\w-]+\/\?isVideoFromFreePage=1$/);
    await card.click();
    await page.waitForURL(/\/videos\/[\w-]+\/\?isVideoFromFreePage=1$/);
    await watchFull(page).waitFor({ timeout: 15_000 });
    expect(await freeBadge(page).isVisible()).toBe(true);
    await watchFull(page).click();
    await expect.poll(() => page.getByRole('button', { name: 'Close Player' }).isVisible(), { timeout: 15_000 }).toBe(true);
    // Server-rendered the same way: a reload of the address keeps the full video on offer.
    await page.reload();
    await waitForApp(page);
    expect(await watchFull(page).isVisible()).toBe(true);
    await context.close();
  });

  it('offers the trailer only without the flag, and for a video outside the free list with it', async () => {
    const free = await slugs('free=1&limit=100');
    const notFree = (await slugs('limit=100')).find((slug) => !free.includes(slug));
    expect(free.length).toBeGreaterThan(0);
    expect(notFree).toBeDefined();
    const context = await visitorContext(run.browser, run.site.url);
    const page = await context.newPage();
    for (const path of [`/videos/${free[0]}/`, `/videos/${notFree}/?isVideoFromFreePage=1`]) {
      await page.goto(`${run.site.url}${path}`);
      await waitForApp(page);
      expect(await page.getByRole('button', { name: 'Play Trailer' }).isVisible()).toBe(true);
      expect(await watchFull(page).count()).toBe(0);
      expect(await freeBadge(page).count()).toBe(0);
    }
    await context.close();
  });
});
