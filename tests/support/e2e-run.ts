/**
 * The usual frame of an e2e file: the site started in embedded mode (after a reseed of the e2e database when the file
 * changes accounts) and Debian's Chromium, both for the whole file and stopped after it. Read them as `run.site` and
 * `run.browser` inside tests (they exist once the file's beforeAll ran).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningSite, reseedE2eDatabase, startSite } from './site-process.ts';

export function siteAndBrowser(opts: { env?: Record<string, string>; reseed?: boolean } = {}): {
  readonly site: RunningSite;
  readonly browser: Browser;
} {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (opts.reseed) reseedE2eDatabase();
    site = await startSite(opts.env);
    browser = await launchBrowser();
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
