/**
 * A page whose upstream is down, as a visitor sees it: the 'try again' screen with 503, still there once the
 * page is live (the error crosses the router's hydration as itself, app/router/serialization.ts; it used to turn
 * into the 404 screen), and 'Try again' asks the upstream again. The site runs in upstream mode against a port where
 * nothing listens.
 */
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

// Port 1: nothing listens there (a free port could be taken meanwhile by another file's site, as files run side by side).
const NOWHERE = 'http://127.0.0.1:1';
const run = siteAndBrowser({ env: { SITE_API_URL: `${NOWHERE}/site`, CONTENT_API_URL: `${NOWHERE}/content/api/content/v1` } });

describe('a video page whose upstream is down', () => {
  it("shows 'try again' with 503, keeps it once the page is live, and 'Try again' asks again", async () => {
    const context = await visitorContext(run.browser, run.site.url);
    const page = await context.newPage();
    const res = await page.goto(`${run.site.url}/videos/neon-balcony-getaway/`);
    expect(res?.status()).toBe(503);
    await waitForApp(page);
    const main = page.getByRole('main');
    // Once the live page's own requests are over (it may ask the upstream again), still the error screen.
    await page.waitForLoadState('networkidle');
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
