/**
 * The announcement carousel (spec 000 §2.4 Home 'an announcement slider', also on /login/): still slides in the HTML,
 * swiper fetched when the visitor reaches for them. A keyboard visitor who reached it keeps their place on the swiper
 * that replaces the still slides; one who moved on while swiper's code was on its way is not pulled back when it
 * arrives (CI at stop 42: Tab went from the footer's last link to the carousel).
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
let page: Page;
let release: () => void = () => {};

beforeEach(async () => {
  const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1440, height: 1000 } });
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Swiper's code waits until the test lets it through: a slow network.
  await context.route(/\/assets\/AnnouncementSlider-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  page = await context.newPage();
  await page.goto(`${run.site.url}/login/`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
});

afterEach(async () => {
  release();
  await page.context().close();
});

const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const slide = () => page.locator('.cat-announcements .cat-announcement').first();

describe('the announcement carousel and keyboard focus', () => {
  it('keeps focus on the slide the visitor reached when swiper takes its place', async () => {
    await slide().focus();
    const reached = await focusedText();
    release();
    await page.locator('.cat-announcements .swiper-initialized').waitFor();
    await expect.poll(focusedText).toBe(reached);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.swiper-slide-active')))).toBe(true);
  });

  it('leaves focus where the visitor moved on to while swiper was on its way', async () => {
    await slide().focus();
    await page.locator('footer a').last().focus();
    // Past the page's last control, focus leaves the document (the body holds it), as at the end of a Tab walk.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    release();
    await page.locator('.cat-announcements .swiper-initialized').waitFor();
    // Swiper is in (its effects ran); the carousel's own runs in the same commit: a frame later it has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Skip to content');
  });
});
