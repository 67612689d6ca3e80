/**
 * /join-now/ for members (issue 36; spec 001 §4 'Membership status', §6): an active member is told they are a member
 * and led to what they may buy (the upgrade page, tokens) — no tariff, no Join Now, and the site's payment call refuses
 * them a second base plan (409 with the reason) however it is asked; an expired member is sent to
 * /join-now/?event=expired, the renewal page, and the home page's video cards link there.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACTIVE_PLAN_MESSAGE } from '../../backend/repo/upgrades.ts';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

describe('/join-now/ for members', () => {
  it('an active member is told they are a member and offered the upgrade page and tokens, never a second base plan', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'admin@demo.test' });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/join-now/`);
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are already a member');
      const main = page.locator('main');
      expect(await main.getByRole('button', { name: 'Join Now' }).count()).toBe(0);
      expect(await main.getByRole('radio').count()).toBe(0);
      expect(await main.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/main-dashboard/upgrade-subscription/');
      expect(await main.getByRole('link', { name: 'Buy tokens' }).getAttribute('href')).toBe('/tokens/');
      // Asked anyway (another tab, a script): the site refuses the plan and says why.
      const atoken = (await context.cookies()).find((c) => c.name === 'atoken')?.value ?? '';
      const asked = await page.evaluate(
        async ({ token, userUuid }) => {
          const res = await fetch('/api/payment/url', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ userUuid, paymentSystem: 'segpay', priceUuid: 'price-base-1m', slavePriceUuids: [] }),
          });
          return { status: res.status, body: await res.text() };
        },
        { token: atoken, userUuid: String(decodeJwt(atoken).sub ?? '') },
      );
      expect(asked.status).toBe(409);
      expect(JSON.parse(asked.body).errors.title).toBe(ACTIVE_PLAN_MESSAGE);
    } finally {
      await context.close();
    }
  });

  it('an expired member opening /join-now/ is sent to /join-now/?event=expired, the renewal page', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'renew@demo.test' });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/join-now/`);
      await waitForApp(page);
      expect(new URL(page.url()).search).toBe('?event=expired');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Renew Your Membership');
      expect(await page.locator('main').getByRole('button', { name: 'Join Now' }).isVisible()).toBe(true);
      // The home page's video cards lead them straight there (their soft view sends every card to the join page).
      await page.goto(`${run.site.url}/`);
      await waitForApp(page);
      const cardLinks = await page
        .locator('main article.cat-card a[href^="/join-now/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(cardLinks.length).toBeGreaterThan(0);
      expect(new Set(cardLinks)).toEqual(new Set(['/join-now/?event=expired']));
    } finally {
      await context.close();
    }
  });
});
