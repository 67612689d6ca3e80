/** Debian's Chromium driven by playwright-core (no browser download). */
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { expect } from 'vitest';

export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });

/** The cookies of an adult who agreed to the 18+ splash and answered the cookie banner before. */
export const returningVisitorCookies = (siteUrl: string) =>
  [
    { name: 'age_verified_18', value: '1' },
    { name: 'cookie_consent', value: 'accepted' },
  ].map((cookie) => ({ ...cookie, url: siteUrl }));

/** A returning visitor's context (18+ and cookie banner answered), signed in through the site's JSON login unless a guest. */
export async function visitorContext(
  browser: Browser,
  siteUrl: string,
  { email, viewport = { width: 1440, height: 900 } }: { email?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addCookies(returningVisitorCookies(siteUrl));
  if (email) {
    const res = await context.request.post(`${siteUrl}/session/login/`, { data: { email, password: 'demo1234' } });
    expect(res.status()).toBe(200);
  }
  return context;
}

/**
 * Waits until the app is live on the page: its JavaScript is fetched once the HTML is parsed (app/server/app-loader.ts)
 * and hydration has reached the main element, and the machines the page waits for have come (its screen's, drawn until
 * then from the server's snapshot: app/router/screen-actor.tsx; the login form's). Before that the page is plain HTML: a click on a button that needs the
 * app (a menu button) is held for it, a card's preview does nothing yet.
 */
export const waitForApp = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.querySelector('main');
    const hydrated = main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    // And no machine the page said it waits for is still on its way (a screen's drawn from the server's snapshot,
    // app/router/screen-actor.tsx; the login form's).
    return hydrated && document.querySelector('[data-machine="waiting"]') === null;
  });

/**
 * Holds the app's code back from the pages of `context` until the returned function is called: every script, or the
 * chunks whose file name matches `chunk` (a glob, e.g. 'cam-channel-*.js').
 */
export async function holdAppCode(context: BrowserContext, siteUrl: string, chunk = '**/*.js'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(`${siteUrl}/assets/${chunk}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
