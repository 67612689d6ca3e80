/**
 * The video list's Sort by and Category controls (spec 000 §2.4 'Video lists'): react-aria Selects fetched when
 * the visitor first reaches for them. With the mouse or the keyboard, the first reach already opens the list,
 * and a choice changes the list in the address bar, inside the one document.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorContext } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
let page: Page;
const scripts: string[] = [];

beforeAll(async () => {
  const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
});

const hydrated = async () => {
  await page.waitForFunction(() => document.querySelector('#site-config') !== null);
  await page.waitForLoadState('networkidle');
};

describe('sort and category on /videos/', () => {
  it('loads the Select only when reached for, and a click opens it at once', async () => {
    await page.goto(`${run.site.url}/videos/`);
    await hydrated();
    const before = scripts.length;
    await page.getByRole('button', { name: /Sort by/ }).click();
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    expect(scripts.length).toBeGreaterThan(before);
    await listbox.getByRole('option', { name: 'Latest' }).click();
    await page.waitForURL(/sort=latest/);
    await expect.poll(async () => (await page.getByRole('button', { name: /Sort by/ }).textContent()) ?? '').toContain('Latest');
  });

  it('works from the keyboard: Tab to Category, Enter opens, arrows and Enter choose', async () => {
    await page.goto(`${run.site.url}/videos/`);
    await hydrated();
    const category = page.getByRole('button', { name: /Category/ });
    await category.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    // Focus is in the list, on the current choice (All Videos); the next one is the first category.
    await page.keyboard.press('ArrowDown');
    const chosen = (await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '';
    expect(chosen).not.toBe('All Videos');
    await page.keyboard.press('Enter');
    await page.waitForURL(/category=/);
    await expect.poll(async () => (await page.getByRole('button', { name: /Category/ }).textContent()) ?? '').toContain(chosen);
  });
});
