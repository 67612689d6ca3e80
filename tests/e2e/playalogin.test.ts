/**
 * /playalogin/, the partner VR app's login, in Chromium (README 'Partner app login'; spec 000 §2.2, §4 open to every
 * viewer): a guest opened by the sandbox app PLAYA signs in with the site's form and lands on the app's page signed in,
 * with the app's state echoed; the same code a second time is refused. Signed in, the page offers to continue as the
 * account (or another one). An unknown redirect URI gets an error and never a redirect.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const ACCOUNT = 'active@demo.test';
const PASSWORD = 'demo1234';

const run = siteAndBrowser();
let context: BrowserContext;

beforeAll(async () => {
  context = await run.browser.newContext();
  await context.addCookies(returningVisitorCookies(run.site.url));
});

const sandbox = () => `${run.site.url}/partner-sandbox/playa/`;
const playaLogin = (redirectUri: string, state: string) =>
  `${run.site.url}/playalogin/?redirect_uri=${encodeURIComponent(redirectUri)}&state=${encodeURIComponent(state)}`;
const onSandbox = (page: Page) => page.waitForURL((url) => url.pathname === '/partner-sandbox/playa/', { timeout: 20_000 });

describe('the partner app login', () => {
  it('signs a guest in and hands PLAYA a one-time code that works once', async () => {
    const page = await context.newPage();
    await page.goto(playaLogin(sandbox(), 'xyz'));
    await waitForApp(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to continue to PLAYA');
    await page.getByLabel('Email').fill(ACCOUNT);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await onSandbox(page);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('state')).toBe('xyz');
    expect(landed.searchParams.get('code')).toBeTruthy();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Signed in to PLAYA as ${ACCOUNT}`);
    expect(await page.locator('main').textContent()).toContain('State: xyz');

    // The same code again (the address reloaded): refused.
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('PLAYA could not sign you in');
    expect(await page.getByRole('alert').textContent()).toBe('The code was already used; the tokens it gave are revoked.');
    await page.close();
  });

  it('offers a signed-in viewer to continue as themself, or to use another account', async () => {
    const page = await context.newPage();
    await page.goto(playaLogin(sandbox(), 'second'));
    await waitForApp(page);
    await page.getByRole('button', { name: `Continue as ${ACCOUNT}` }).click();
    await onSandbox(page);
    expect(new URL(page.url()).searchParams.get('state')).toBe('second');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Signed in to PLAYA as ${ACCOUNT}`);

    await page.goto(playaLogin(sandbox(), 'third'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Use another account' }).click();
    // Logged out of the site: the form, still for PLAYA, and no redirect.
    await page.getByLabel('Password').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to continue to PLAYA');
    expect(new URL(page.url()).pathname).toBe('/playalogin/');
    await page.close();
  });

  it('shows an unknown redirect URI an error and never leaves the site', async () => {
    const page = await context.newPage();
    const evil = 'https://elsewhere.test/callback/';
    // Server-rendered already (no JavaScript needed to see it).
    const html = await (await fetch(playaLogin(evil, 'xyz'))).text();
    expect(html).toContain('This app is not registered.');
    await page.goto(playaLogin(evil, 'xyz'));
    await waitForApp(page);
    expect(await page.getByRole('alert').textContent()).toBe('This app is not registered.');
    expect(await page.getByRole('button', { name: /Continue as|Log In/ }).count()).toBe(0);
    // Once the live page's own requests are over, it is still here.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).origin).toBe(run.site.url);
    await page.close();
  });
});
