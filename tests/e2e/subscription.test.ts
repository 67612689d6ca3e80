/**
 * /subscription/ (spec 000 §2.2 and 001 §2 route tables; issue 36): a member's subscription at a glance with the ways
 * to change it — an active monthly member sees the plan, the next payment and its date, and is led to upgrade or
 * cancel (the easy-cancel survey); a canceled member sees until when they keep access and is led to renew; the page
 * is the member's own (no shared cache). Everyone else lands on the join page: a guest on /join-now/, an expired
 * member on /join-now/?event=expired — from the server (no JavaScript) and in the app alike.
 */
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

const facts = (page: import('playwright-core').Page) =>
  page
    .locator('.subscription-facts > div')
    .evaluateAll((rows) => rows.map((r) => `${r.querySelector('dt')?.textContent}: ${r.querySelector('dd')?.textContent}`));

describe('/subscription/', () => {
  it('an active member sees their plan, the next payment and its date, and the ways to upgrade or cancel', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    try {
      const page = await context.newPage();
      const res = await page.goto(`${run.site.url}/subscription/`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toContain('private');
      await waitForApp(page);
      expect(await page.title()).toMatch(/^Your Subscription - /);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Subscription');
      const shown = await facts(page);
      expect(shown).toContain('Status: Active');
      expect(shown.some((f) => /^Next payment: \$\d+(\.\d\d)?$/.test(f))).toBe(true);
      expect(shown.some((f) => /^Renews on: [A-Z][a-z]+ \d{1,2}, \d{4}$/.test(f))).toBe(true);
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/main-dashboard/upgrade-subscription/');
      expect(await main.getByRole('link', { name: 'Cancel your membership' }).getAttribute('href')).toBe('/main-dashboard/easy-cancel/');
      await main.getByRole('link', { name: 'See every detail' }).click();
      await page.waitForURL('**/main-dashboard/membership-info/');
    } finally {
      await context.close();
    }
  });

  it('a canceled member sees until when they keep access and is led to renew, not to cancel again', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'canceled@demo.test' });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/subscription/`);
      await waitForApp(page);
      const shown = await facts(page);
      expect(shown).toContain('Status: Canceled');
      expect(shown.some((f) => f.startsWith('Access until: '))).toBe(true);
      expect(shown.some((f) => f.startsWith('Next payment'))).toBe(false);
      const main = page.locator('main');
      expect(await main.getByText(/nothing more is charged/).isVisible()).toBe(true);
      expect(await main.getByRole('link', { name: 'Renew your membership' }).getAttribute('href')).toBe('/join-now/');
      expect(await main.getByRole('link', { name: 'Cancel your membership' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a guest lands on /join-now/ and an expired member on /join-now/?event=expired, from the server and in the app', async () => {
    const guest = await fetch(`${run.site.url}/subscription/`, {
      headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' },
      redirect: 'manual',
    });
    expect(guest.status).toBeGreaterThanOrEqual(300);
    expect(guest.status).toBeLessThan(400);
    expect(guest.headers.get('location')).toMatch(/\/join-now\/$/);
    const context = await visitorContext(run.browser, run.site.url, { email: 'renew@demo.test' });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/subscription/`);
      await page.waitForURL('**/join-now/?event=expired');
      // From a page of the app too (a client navigation).
      await page.goto(`${run.site.url}/videos/`);
      await waitForApp(page);
      await page.evaluate(() => {
        const link = document.createElement('a');
        link.href = '/subscription/';
        link.textContent = 'My subscription';
        document.querySelector('main')?.prepend(link);
      });
      await page.getByRole('link', { name: 'My subscription' }).click();
      await page.waitForURL('**/join-now/?event=expired');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Renew Your Membership');
    } finally {
      await context.close();
    }
  });
});
