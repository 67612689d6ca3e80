/**
 * The AI-mask pop-up in Chromium (spec 000 §2.4 'Videos whose transparency mode is 3 are AI-mask videos and use the
 * AI-mask pop-up settings'; §7 GET /aima{secret}): on an AI-mask video's page it opens after the seeded delay with
 * its title, clip, text and button, passes axe, closes with Escape and stays closed for the rest of the browser
 * session (no second settings call); its button leads to the try-AR page; other videos have none.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { appEffectsRan, trackAppEffects } from '../support/app-effects.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

type ApiVideo = { slug: string; videoSettings: { transparency: { mode: number } | null } };
const arPage = async () =>
  ((await (await fetch(`${run.site.url}/api/content/v1/ar-page`)).json()) as { ARPage: { aiVideos: ApiVideo[]; arVideos: ApiVideo[] } }).ARPage;
const TITLE = 'AI Engine: the scene in your own room';

/**
 * A visitor whose pages run on a clock moved by hand past the pop-up's delay, to show it stays away: from when the
 * page's machines run (its own time flows as usual until then).
 */
async function visitor(): Promise<BrowserContext> {
  const context = await visitorContext(run.browser, run.site.url);
  await trackAppEffects(context);
  await context.clock.install();
  return context;
}

/** Past the seeded 4 s delay of the pop-up, counted from when the page's machines run. */
async function pastTheDelay(page: Page): Promise<void> {
  await appEffectsRan(page);
  await page.clock.runFor(6_000);
}

/** Counts the page's calls for the pop-up's settings. */
const settingsCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/aima[^/]*$/.test(new URL(r.url()).pathname)) calls.push(r.url());
  });
  return calls;
};

describe('the AI-mask pop-up', () => {
  it('opens on an AI-mask video after its delay, passes axe, and stays closed for the session once closed', async () => {
    const [video] = (await arPage()).aiVideos;
    expect(video?.videoSettings.transparency?.mode).toBe(3);
    const context = await visitor();
    const page = await context.newPage();
    const calls = settingsCalls(page);
    await page.goto(`${run.site.url}/videos/${video?.slug}/`);
    await waitForApp(page);
    const opened = Date.now();
    const popup = page.getByRole('dialog', { name: TITLE });
    await popup.waitFor({ timeout: 15_000 });
    // The seeded delay is 4 s.
    expect(Date.now() - opened).toBeGreaterThan(2_500);
    expect(calls).toHaveLength(1);
    await expect
      .poll(() => popup.locator('video').evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.currentTime > 0), { timeout: 10_000 })
      .toBe(true);
    await popup.getByText(/removes the background/).waitFor();
    const axe = await new AxeBuilder({ page }).include('.popup-overlay').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // Seen in this browser session: not asked for again, not shown again.
    await page.reload();
    await pastTheDelay(page);
    expect(await page.getByRole('dialog', { name: TITLE }).count()).toBe(0);
    expect(calls).toHaveLength(1);
    await context.close();
  });

  it('leads on to the try-AR page by its button; a video without the AI mask has no pop-up', async () => {
    const ar = await arPage();
    const context = await visitor();
    const page = await context.newPage();
    const calls = settingsCalls(page);
    await page.goto(`${run.site.url}/videos/${ar.aiVideos[1]?.slug}/`);
    await waitForApp(page);
    const popup = page.getByRole('dialog', { name: TITLE });
    await popup.getByRole('link', { name: 'Try AR Videos' }).click({ timeout: 15_000 });
    await page.waitForURL(/\/try-ar\/$/);
    expect(await popup.count()).toBe(0);
    const plain = ar.arVideos.find((v) => v.videoSettings.transparency?.mode !== 3);
    expect(plain).toBeDefined();
    const other = await context.newPage();
    const otherCalls = settingsCalls(other);
    await other.goto(`${run.site.url}/videos/${plain?.slug}/`);
    await pastTheDelay(other);
    expect(await other.getByRole('dialog').count()).toBe(0);
    expect([calls.length, otherCalls.length]).toEqual([1, 0]);
    await context.close();
  });
});
