/** Debian's Chromium driven by playwright-core (no browser download). */
import { type Page, chromium } from 'playwright-core';

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

/**
 * Waits until the app is live on the page: its JavaScript is fetched after the first paint (app/server/app-loader.ts)
 * and hydration has reached the main element. Before that the page is plain HTML, so a control that needs the app
 * (a menu button, a card's preview) does nothing yet.
 */
export const waitForApp = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
