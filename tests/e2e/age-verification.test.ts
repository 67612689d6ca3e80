/**
 * Age verification in Chromium (spec 000 §4 'Age verification', §8 dialogs): a member who must verify opens
 * /age-verification/, sees 'Age Verification is Required', goes to the sandbox provider and back. Approve → the verified
 * dialog, closing goes to /; Refuse → the refuse dialog and a canceled membership; Take a long time → three polls
 * 5000 ms apart, then the failed dialog. Approving and refusing change the accounts, on the file's own copy of the seeded database.
 */
import { decodeJwt } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await run.browser.newContext();
  await context.addCookies(returningVisitorCookies(run.site.url));
  const res = await context.request.post(`${run.site.url}/session/login/`, { data: { email, password: 'demo1234' } });
  expect(res.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(`${run.site.url}/age-verification/`);
  await waitForApp(page);
  await expect.poll(() => page.getByRole('heading', { name: 'Age Verification is Required' }).isVisible(), { timeout: 15_000 }).toBe(true);
  return { context, page };
}

async function toProviderAndPress(page: Page, button: string, screenshot?: string) {
  await page.getByRole('button', { name: 'Verify Now' }).click();
  await page.waitForURL(/\/sandbox-id\/verify\//, { timeout: 15_000 });
  if (screenshot) await page.screenshot({ path: screenshot });
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/age-verification\/\?sessionId=/, { timeout: 15_000 });
  await waitForApp(page);
}

describe('age verification', () => {
  it("'Take a long time': three polls, then the verification-failed dialog and the sessionId cookie removed", async () => {
    const { context, page } = await signedIn('unverified@demo.test');
    await toProviderAndPress(page, 'Take a long time');
    await expect.poll(() => page.getByRole('heading', { name: 'Verification failed' }).isVisible(), { timeout: 25_000, interval: 500 }).toBe(true);
    expect((await context.cookies()).some((c) => c.name === 'sessionId')).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Verify Now' }).isVisible()).toBe(true);
    await context.close();
  }, 60_000);

  it('Approve: signed in with the form the member lands on age verification; then the verified dialog, clearance cookie, a token of kind verified; closing goes to / and the full site opens', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(returningVisitorCookies(run.site.url));
    const page = await context.newPage();
    await page.goto(`${run.site.url}/login/`);
    await waitForApp(page);
    await page.getByLabel('Email').fill('unverified@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${run.site.url}/age-verification/`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Age Verification is Required' }).isVisible(), { timeout: 15_000 }).toBe(true);
    // Outside the verified view: the soft header, and a closed page sends the member back here.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.screenshot({ path: '.data/av-required.png' });
    await toProviderAndPress(page, 'Approve', '.data/av-provider.png');
    await expect.poll(() => page.getByRole('heading', { name: 'Your age is verified' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'av_clearance')?.value).toBe('av-cleared-1');
    expect(cookies.some((c) => c.name === 'sessionId')).toBe(false);
    await expect
      .poll(async () => decodeJwt((await context.cookies()).find((c) => c.name === 'atoken')?.value ?? 'x.e30.x').kind, { timeout: 10_000 })
      .toBe('verified');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${run.site.url}/`, { timeout: 10_000 });
    // Verified now: the full site, without a reload — the main menu, and a video card opens its page.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Videos', exact: true }).first().click();
    await page.waitForURL(`${run.site.url}/videos/`, { timeout: 10_000 });
    // The list's video cards open their videos' pages (in the soft site every one leads to /join-now/).
    const videoLinks = () =>
      page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((links) => links.filter((a) => /^\/videos\/[\w-]+\/$/.test(a.getAttribute('href') ?? '')).length);
    await expect.poll(videoLinks, { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  }, 60_000);

  it('Refuse: the refuse dialog, and the membership is canceled', async () => {
    const { context, page } = await signedIn('unverified-strict@demo.test');
    await toProviderAndPress(page, 'Refuse');
    await expect.poll(() => page.getByRole('heading', { name: 'Are you sure you want to refuse?' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() =>
        page.getByText('Refusing to complete the age verification process will result immediate cancelation of your membership.').isVisible(),
      )
      .toBe(true);
    const res = await fetch(`${run.site.url}/api/wp/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'unverified-strict@demo.test', password: 'demo1234' }),
    });
    const { data } = (await res.json()) as { data: { token: { atoken: string } } };
    expect(decodeJwt(data.token.atoken).usc).toBe(200);
    await context.close();
  }, 60_000);
});
