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

  it("names the order the list is in: a guest's /videos/ is the most popular first, a member's the latest first (spec 000 §2.4)", async () => {
    const titles = (html: string) =>
      [...html.matchAll(/<h3 class="cat-card-title">([\s\S]*?)<\/h3>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, '').trim());
    // The Sort by select's value as the server renders it.
    const sortLabel = (html: string) => /Sort by<\/span><button[^>]*><span[^>]*>([^<]+)<\/span>/.exec(html)?.[1];
    for (const [email, expected] of [
      [undefined, { label: 'Most Popular', sort: 'popular' }],
      ['active@demo.test', { label: 'Latest', sort: 'latest' }],
    ] as const) {
      const context = await visitorContext(run.browser, run.site.url, { email });
      const plain = await (await context.request.get(`${run.site.url}/videos/`)).text();
      const sorted = await (await context.request.get(`${run.site.url}/videos/?sort=${expected.sort}`)).text();
      const other = await (await context.request.get(`${run.site.url}/videos/?sort=${expected.sort === 'latest' ? 'popular' : 'latest'}`)).text();
      expect(titles(plain).length).toBe(12);
      expect({ email, label: sortLabel(plain), titles: titles(plain) }).toEqual({ email, label: expected.label, titles: titles(sorted) });
      expect(titles(plain)).not.toEqual(titles(other));
      await context.close();
    }
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
