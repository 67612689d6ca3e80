/**
 * Search as a visitor meets it (spec 000 §2.3 'Search', §9 'fetch from 3 characters; submit from 2'): the header box
 * asks to continue typing under 3 characters, lists results from 3, submits to /search/?s= with Enter; the mobile
 * menu's box hides the menu while it holds a value; the results page says 'No results found' for nothing and is
 * server-rendered with its head.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

const agreed = (url: string) => [{ name: 'age_verified_18', value: '1', url }];

/** A seeded blog post's title word ('headset') finds it; nothing is seeded under NOTHING. */
const WORD = 'headset';
const NOTHING = 'zqxwvy';

async function openPage(width: number, path = '/'): Promise<Page> {
  const context = await run.browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(agreed(run.site.url));
  const page = await context.newPage();
  await page.goto(`${run.site.url}${path}`);
  await waitForApp(page);
  return page;
}

describe('search', () => {
  it('header box: under 3 characters asks to continue typing, from 3 lists results, Enter lands on /search/?s=', async () => {
    const page = await openPage(1440);
    const banner = page.getByRole('banner');
    const box = banner.getByRole('searchbox', { name: 'Search' });
    await box.fill('he');
    const status = banner.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('Continue typing...');
    await box.fill('hea');
    const posts = banner.getByRole('list', { name: 'Blog Posts' });
    await expect.poll(() => posts.isVisible(), { timeout: 10_000 }).toBe(true);
    // Each word is matched as a prefix, in titles and texts: 'hea' finds the posts about headsets.
    expect(await posts.getByRole('link').count()).toBeGreaterThan(0);
    expect(await posts.getByRole('link').first().getAttribute('href')).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
    expect(await status.textContent()).toMatch(/^\d+ results? found$/);
    // Back under 3 characters: the results are gone.
    await box.fill('he');
    await expect.poll(() => status.textContent()).toBe('Continue typing...');
    expect(await posts.count()).toBe(0);

    await box.fill(` ${WORD} `);
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/search/\\?s=${WORD}$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe(`Search results for "${WORD}"`);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /headset/i })
        .count(),
    ).toBeGreaterThan(0);
    // The route change cleared the box.
    expect(await box.inputValue()).toBe('');
    await page.context().close();
  });

  it('typed before the search machine has come (its code held back): the box keeps the text, and lists its results once it comes', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(agreed(run.site.url));
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route(/\/assets\/search\.machine-[^/]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    const banner = page.getByRole('banner');
    const box = banner.getByRole('searchbox', { name: 'Search' });
    await box.fill('hea');
    expect(await box.inputValue()).toBe('hea');
    expect(await banner.getByRole('button', { name: 'Clear search' }).count()).toBe(1);
    expect(asked).toHaveLength(1);
    release();
    await expect.poll(() => banner.getByRole('list', { name: 'Blog Posts' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await box.inputValue()).toBe('hea');
    await context.close();
  });

  it('Enter submits from 2 characters, not from 1', async () => {
    const page = await openPage(1440);
    // Every address the page goes to, client navigations included.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await box.fill('h');
    await box.press('Enter');
    await box.fill('vr');
    await box.press('Enter');
    await page.waitForURL(/\/search\/\?s=vr$/);
    // The Enter on one character went nowhere: the only navigation is the one of two characters.
    expect(visited).toEqual([`${run.site.url}/search/?s=vr`]);
    await page.context().close();
  });

  it("a query that finds nothing: 'No results found' in the box and on the page", async () => {
    const page = await openPage(1440);
    const banner = page.getByRole('banner');
    await banner.getByRole('searchbox', { name: 'Search' }).fill(NOTHING);
    await expect.poll(() => banner.getByRole('status').textContent(), { timeout: 10_000 }).toBe('No results found');
    await page.goto(`${run.site.url}/search/?s=${NOTHING}`);
    await waitForApp(page);
    expect(await page.getByRole('main').getByText('No results found').isVisible()).toBe(true);
    await page.context().close();
  });

  it('mobile menu: the box in the side panel hides the menu items while it holds a value', async () => {
    const page = await openPage(390);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('navigation', { name: 'Mobile main menu' }).count()).toBe(1);
    await menu.getByRole('searchbox', { name: 'Search' }).fill('hea');
    expect(await menu.getByRole('navigation', { name: 'Mobile main menu' }).count()).toBe(0);
    await expect.poll(() => menu.getByRole('list', { name: 'Blog Posts' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await menu.getByRole('button', { name: 'Clear search' }).click();
    expect(await menu.getByRole('navigation', { name: 'Mobile main menu' }).count()).toBe(1);
    await page.context().close();
  });

  it('axe-core finds no serious or critical violation with the box open on its results (header, side panel) and on the results page', async () => {
    const problems = async (page: Page) =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const desktop = await openPage(1440);
    await desktop.getByRole('banner').getByRole('searchbox', { name: 'Search' }).fill('hea');
    await expect.poll(() => desktop.getByRole('banner').getByRole('list', { name: 'Blog Posts' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await problems(desktop)).toEqual([]);
    // The results page: grouped results, and a custom-results term's curated set.
    for (const query of [WORD, 'gay']) {
      await desktop.goto(`${run.site.url}/search/?s=${query}`);
      await waitForApp(desktop);
      expect(await problems(desktop)).toEqual([]);
    }
    await desktop.context().close();
    const phone = await openPage(390);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('searchbox', { name: 'Search' }).fill('hea');
    await expect.poll(() => menu.getByRole('list', { name: 'Blog Posts' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await problems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('a no-JavaScript fetch of /search/?s= holds its title, canonical, robots and results', async () => {
    const res = await fetch(`${run.site.url}/search/?s=${WORD}`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/&quot;/g, '"');
    expect(html).toMatch(new RegExp(`<title>Search results for "${WORD}" - [^<]+</title>`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]*/search/\\?s=${WORD}"`));
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toMatch(/How to set up your first VR headset/i);
  });
});
