/**
 * Easy cancel and upgrade subscription in Chromium (spec 001 §2 'Member dashboard', §3 'Easy cancel', §4 'Dashboard
 * and cancellation', §7, §8, §9 'easy cancel is disabled in one configuration'):
 * - easycancel@demo.test (the seed's dedicated monthly member) answers the survey — submit is enabled only once every
 *   question is answered, the upgrade link leads to a sandbox biller's page — sends it and lands on the returned URL,
 *   its membership info, with the membership canceled (after a reload too) and the session's token saying so (usc 200);
 * - active@demo.test's upgrade page compares the current plan with the offers (price, period, saving per month) and
 *   'Upgrade' leads through 'Select Payment Method' to the sandbox biller's page for the offer's price;
 * - bad input: feedback for an unknown membership or with a question unanswered gets a 4xx with a clear message and
 *   changes nothing;
 * - it is offered (menu item, main page tile) only to a member whose membership it can cancel: not to a canceled or a
 *   trial member;
 * - with easy cancel off (the LumenAR preset), /main-dashboard/easy-cancel/ is the 404 screen and no link leads there.
 * The survey cancels a membership for good, on the site's own copy of the seeded database.
 */
import { decodeJwt } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForApp(page);
  return page;
}

const usc = async (context: BrowserContext) => decodeJwt((await context.cookies()).find((c) => c.name === 'atoken')?.value ?? 'x.e30.x').usc;

/** The site API as a member's script calls it: a bearer token from the login. */
async function apiToken(siteUrl: string, email: string): Promise<string> {
  const res = await fetch(`${siteUrl}/api/wp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const body = (await res.json()) as { data?: { token?: { atoken?: string } } };
  return body.data?.token?.atoken ?? '';
}

const api = (siteUrl: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${siteUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('easy cancel on (the default preset)', () => {
  const run = siteAndBrowser();

  it('answers the survey (submit enabled once complete), sends it and lands on membership info with the membership canceled', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'easycancel@demo.test' });
    const page = await open(context, `${run.site.url}/main-dashboard/easy-cancel/`);
    expect(await page.title()).toMatch(/^Easy Cancel \| /);
    expect(await page.getByRole('heading', { level: 1, name: 'Easy Cancel' }).isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Cancel my membership' });
    expect(await submit.isDisabled()).toBe(true);
    // The upgrade link (requested with the membership's uuid) leads to a sandbox biller's payment page.
    const upgrade = page.getByRole('link', { name: 'Upgrade instead' });
    await upgrade.waitFor({ timeout: 15_000 });
    expect(await upgrade.getAttribute('href')).toMatch(/\/billing\/epoch\/pay\/[\w-]+\/$/);
    // The questions by sort, each a radio group of its answers.
    expect(await page.getByRole('radiogroup').count()).toBe(4);
    const answers: [string, string][] = [
      ['Why are you cancelling?', 'It costs too much'],
      ['How often did you watch?', 'Once or twice'],
      ['Which headset do you use most?', 'Pico'],
    ];
    for (const [question, answer] of answers) await page.getByRole('radiogroup', { name: question }).getByText(answer, { exact: true }).click();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Would you come back one day?' }).getByText('Maybe', { exact: true }).click();
    await page.getByLabel('Anything else you want to tell us? (optional)').fill('Too busy this summer.');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page.waitForURL(/\/main-dashboard\/membership-info\/$/, { timeout: 20_000 });
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 15_000 }).toContain('Canceled');
    expect(await usc(context)).toBe(200);
    await page.reload();
    await waitForApp(page);
    expect((await page.locator('main').textContent()) ?? '').toContain('Canceled');
    // Nothing left to cancel through the survey.
    await page.goto(`${run.site.url}/main-dashboard/easy-cancel/`);
    expect(await page.getByText('You have no membership that renews, so there is nothing to cancel here.').isVisible()).toBe(true);
    await context.close();
  }, 90_000);

  it('compares the current plan with the offers and buys one through the payment-method chooser at the sandbox biller', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    const page = await open(context, `${run.site.url}/main-dashboard/upgrade-subscription/`);
    expect(await page.title()).toMatch(/^Upgrade Subscription \| /);
    const plans = page.locator('.up-plans');
    expect(await plans.getByRole('heading', { name: 'Your plan: 1 Month' }).isVisible()).toBe(true);
    const text = (await plans.textContent()) ?? '';
    for (const part of ['$29.99', '3 Months', '$59.99', 'Save $9.99 per month', '1 Year', '$99', '$8.25', 'Save $21.74 per month'])
      expect(text).toContain(part);
    expect(await page.getByRole('button', { name: /^Upgrade/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Upgrade to 1 Year' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Payment Method' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(/\/billing\/epoch\/pay\/[\w-]+\/$/, { timeout: 20_000 });
    expect(await page.getByText('99.00 USD').first().isVisible()).toBe(true);
    await context.close();
  }, 90_000);

  it('refuses feedback for an unknown membership or with a question unanswered (4xx, clear messages) and changes nothing', async () => {
    const token = await apiToken(run.site.url, 'active@demo.test');
    const info = (await (await api(run.site.url, token, 'GET', '/api/wp/user/dashboardInfo')).json()) as {
      data: { info: { membership_uuid: string } };
    };
    const membershipUuid = info.data.info.membership_uuid;
    const questions = (await (await api(run.site.url, token, 'GET', '/api/easy-cancel/questions')).json()) as {
      data: { id: number; answers: { id: number }[] }[];
    };
    const answers = questions.data.map((q) => ({ questionId: q.id, answerId: q.answers[0]?.id ?? 0 }));
    const unknown = await api(run.site.url, token, 'POST', '/api/easy-cancel', { membershipUuid: 'membership-of-nobody', answers, comment: '' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This membership is not one of yours.');
    const missing = await api(run.site.url, token, 'POST', '/api/easy-cancel', { membershipUuid, answers: answers.slice(1), comment: '' });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('Please answer every question.');
    const after = (await (await api(run.site.url, token, 'GET', '/api/wp/user/dashboardInfo')).json()) as { data: { info: { status: string } } };
    expect(after.data.info.status).toBe('active');
  });

  it('is offered only to a member with something to cancel: not to a canceled or a trial member, in the menu or as a tile', async () => {
    const links = (page: Page) => page.locator('a[href*="/main-dashboard/easy-cancel/"]');
    const active = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    const activePage = await open(active, `${run.site.url}/main-dashboard/`);
    expect(await activePage.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Easy Cancel' }).count()).toBe(1);
    expect(await activePage.getByRole('link', { name: 'Start Easy Cancel' }).count()).toBe(1);
    await active.close();
    for (const email of ['canceled@demo.test', 'trial@demo.test']) {
      const context = await visitorContext(run.browser, run.site.url, { email });
      const page = await open(context, `${run.site.url}/main-dashboard/`);
      expect(await page.getByRole('heading', { level: 1 }).count(), email).toBe(1);
      expect(await links(page).count(), email).toBe(0);
      await page.goto(`${run.site.url}/main-dashboard/favorites/`);
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1 }).count(), email).toBe(1);
      expect(await links(page).count(), email).toBe(0);
      await context.close();
    }
  }, 90_000);
});

describe('easy cancel off (the LumenAR preset)', () => {
  const run = siteAndBrowser({ env: { SITE: 'lumen' } });

  it('has no link to easy cancel, and /main-dashboard/easy-cancel/ is the 404 screen', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test' });
    const page = await open(context, `${run.site.url}/main-dashboard/`);
    expect(await page.locator('a[href*="/main-dashboard/easy-cancel/"]').count()).toBe(0);
    await page.goto(`${run.site.url}/main-dashboard/easy-cancel/`);
    await page.waitForURL(/\/404\//);
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    await context.close();
  }, 90_000);
});
