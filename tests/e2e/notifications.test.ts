/**
 * The header's notifications in Chromium (spec 000 §2.3 'Header', 'Notifications dropdown'; §4 'Notifications read
 * state'; §9): a member's bell shows '9+' for the seeded notifications; opening it shows 'All Notifications' with 6,
 * 'Load More' shows 12; the badge is gone, and stays gone after a reload (the notificationMark cookie); the links follow
 * the rule; an inactive member has a bell too; a guest has none.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

describe('notifications', () => {
  it('a member opens the bell: 6, then 12 after Load More; the badge is gone and stays gone after a reload', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/videos/`);
      const bell = page.getByRole('button', { name: /^Notifications/ });
      // Server-rendered with its count: every seeded notification is unread without the cookie.
      expect(await bell.getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/);
      expect(await page.locator('.notifications__badge').textContent()).toBe('9+');
      await waitForApp(page);
      await bell.click();
      const dialog = page.getByRole('dialog', { name: 'All Notifications' });
      await dialog.waitFor();
      expect(await dialog.getByRole('link').count()).toBe(6);
      const axe = await new AxeBuilder({ page }).include('.notifications__popover').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await dialog.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => dialog.getByRole('link').count()).toBe(12);
      const hrefs = await dialog.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.every((h) => h?.startsWith('/videos/') || h?.startsWith('/models/') || h?.startsWith('/blog/') || h?.startsWith('http'))).toBe(
        true,
      );
      expect(await page.locator('.notifications__badge').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const mark = (await context.cookies(run.site.url)).find((c) => c.name === 'notificationMark');
      expect(Number(mark?.value)).toBeGreaterThan(0);
      expect(mark?.path).toBe('/');

      await page.reload();
      expect(await page.getByRole('button', { name: 'Notifications' }).count()).toBe(1);
      expect(await page.locator('.notifications__badge').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('following a notification goes to its page', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'expired@demo.test' });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/`);
      await waitForApp(page);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const first = page.getByRole('dialog', { name: 'All Notifications' }).getByRole('link').first();
      const href = (await first.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/videos\/[a-z0-9-]+\/$/);
      await first.click();
      await page.waitForURL(`${run.site.url}${href}`);
      expect(await page.getByRole('dialog', { name: 'All Notifications' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a guest who signs in with the form gets the bell with their notifications, in the same document', async () => {
    const context = await visitorContext(run.browser, run.site.url, {});
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/login/`);
      await waitForApp(page);
      expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
      // The bell's machine is the member's: a guest's page never fetched it.
      const machine = page.waitForResponse((response) => /\/assets\/notifications\.machine-[^/]+\.js$/.test(response.url()));
      await page.getByLabel('Email').fill('active@demo.test');
      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Log In' }).click();
      await machine;
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/^Notifications, \d+ unread$/);
      expect(await page.locator('.notifications__badge').textContent()).toBe('9+');
    } finally {
      await context.close();
    }
  });

  it('an inactive member has a bell; a guest has none', async () => {
    for (const [email, bells] of [
      ['inactive@demo.test', 1],
      [undefined, 0],
    ] as const) {
      const context = await visitorContext(run.browser, run.site.url, email ? { email } : {});
      try {
        const page = await context.newPage();
        await page.goto(`${run.site.url}/models/`);
        expect(await page.getByRole('button', { name: /^Notifications/ }).count(), email ?? 'guest').toBe(bells);
      } finally {
        await context.close();
      }
    }
  });
});
