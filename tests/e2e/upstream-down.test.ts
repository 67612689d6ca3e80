/**
 * A page whose upstream is down, as a visitor sees it (issue 7): the 'try again' screen with 503, still there once the
 * page is live (the error crosses the router's hydration as itself, app/router/serialization.ts; it used to turn
 * into the 404 screen), and 'Try again' asks the upstream again. The site runs in upstream mode against a port where
 * nothing listens.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { type RunningSite, freePort, startSite } from '../support/site-process.ts';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  site = await startSite({ SITE_API_URL: `${nowhere}/site`, CONTENT_API_URL: `${nowhere}/content/api/content/v1` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a video page whose upstream is down', () => {
  it("shows 'try again' with 503, keeps it once the page is live, and 'Try again' asks again", async () => {
    const context = await browser.newContext();
    await context.addCookies(returningVisitorCookies(site.url));
    const page = await context.newPage();
    const res = await page.goto(`${site.url}/videos/neon-balcony-getaway/`);
    expect(res?.status()).toBe(503);
    await waitForApp(page);
    const main = page.getByRole('main');
    await page.waitForTimeout(500);
    expect(await main.getByText('Uh-oh... Something went wrong.').isVisible()).toBe(true);
    expect(await main.getByText('404: Page not found').count()).toBe(0);
    const asked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('video is unavailable')) asked.push(message.text());
    });
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await main.getByText('Uh-oh... Something went wrong.').isVisible()).toBe(true);
    await context.close();
  });
});
