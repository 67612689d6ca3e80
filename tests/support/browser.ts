/** Debian's Chromium driven by playwright-core (no browser download). */
import { chromium } from 'playwright-core';

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
