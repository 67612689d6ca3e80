/**
 * The frame of an e2e file: the site started in embedded mode on a fresh copy of the seeded database (so a file may
 * change accounts freely, and files run side by side) and Debian's Chromium, both for the whole file and stopped
 * after it. Read them as `run.site` and `run.browser` inside tests (they exist once the file's beforeAll ran).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningSite, startSite } from './site-process.ts';

export function siteAndBrowser(opts: { env?: Record<string, string>; beforeStart?: (dataDir: string) => Promise<void> } = {}): {
  readonly site: RunningSite;
  readonly browser: Browser;
} {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Side by side; each is kept as soon as it is up, so afterAll stops it even when the other failed.
    await Promise.all([startSite(opts.env, opts.beforeStart).then((s) => (site = s)), launchBrowser().then((b) => (browser = b))]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get site() {
      if (!site) throw new Error('the site is not started yet (read run.site inside a test)');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not launched yet (read run.browser inside a test)');
      return browser;
    },
  };
}
