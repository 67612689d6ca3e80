/**
 * The refresh token no script reads, and one refresh across tabs. A member with eight tabs open whose access
 * token is about to expire: every tab's token check wants a refresh; the tabs take a Web Lock, one refreshes through
 * the site server's endpoint, the others adopt the pair it stored. Before the fix the tabs raced with the rotating
 * refresh token and the losers logged the member out.
 */
import { describe, expect, it } from 'vitest';
import { REFRESH_LOCK } from '../../adapters/session/browser-client.ts';
import { SESSION_PATHS } from '../../contracts/session.ts';
import { TOKEN_CHECK_MS } from '../../domain/constants.ts';
import { returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { resignAccessToken, siteLogin } from '../support/tokens.ts';

const JWT_SECRET = 'session-tabs-e2e-secret-0123456789';
const TABS = 8;

const run = siteAndBrowser({ env: { JWT_SECRET } });

/** A real pair from the site API, with its access token re-signed to expire `seconds` from now. */
async function pairExpiringIn(seconds: number) {
  const pair = await siteLogin(run.site.url, 'active@demo.test');
  return { atoken: await resignAccessToken(pair.atoken, JWT_SECRET, { seconds }), rtoken: pair.rtoken };
}

describe('a member with the site open in several tabs', () => {
  it('signs in with the form: the page script sees the access token, never the refresh token', async () => {
    const context = await run.browser.newContext();
    await context.addCookies(returningVisitorCookies(run.site.url));
    const page = await context.newPage();
    await page.goto(`${run.site.url}/login/`);
    await waitForApp(page);
    await page.getByLabel('Email').fill('active@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log Out' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'rtoken')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'atoken')?.httpOnly).toBe(false);
    const script = await page.evaluate(() => document.cookie);
    expect(script).toContain('atoken=');
    expect(script).not.toContain('rtoken');
    await context.close();
  });

  it(`${TABS} tabs whose access token expires within 30 s: one refresh, and every tab stays signed in`, async () => {
    // Within the 30 s the token check refreshes ahead of expiry (spec 000 §4), and still valid for the server render.
    const pair = await pairExpiringIn(25);
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      ...returningVisitorCookies(run.site.url),
      { name: 'atoken', value: pair.atoken, url: run.site.url },
      { name: 'rtoken', value: pair.rtoken, url: run.site.url, httpOnly: true },
    ]);
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === SESSION_PATHS.refresh) refreshes.push(request.url());
    });
    // The tabs' clock (one for the context), moved on by the test through their token checks.
    await context.clock.install();
    const pages = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));
    await Promise.all(pages.map((page, i) => page.goto(`${run.site.url}${i % 2 ? '/videos/' : '/models/'}`)));
    await Promise.all(pages.map((page) => waitForApp(page)));
    // Every tab's next token check, all at once (the token expires within 30 s: a refresh is due).
    await context.clock.runFor(TOKEN_CHECK_MS);

    const accessToken = async () => (await context.cookies()).find((c) => c.name === 'atoken')?.value;
    await expect.poll(accessToken, { timeout: 20_000 }).not.toBe(pair.atoken);
    // Two more token checks for every tab to see the new cookie; then, once every tab can take the refresh lock, no
    // refresh is under way nor waiting in any of them.
    await context.clock.runFor(2 * TOKEN_CHECK_MS + 1000);
    await Promise.all(pages.map((page) => page.evaluate((lock) => navigator.locks.request(lock, () => {}), REFRESH_LOCK)));

    expect(refreshes).toHaveLength(1);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'rtoken')?.value).not.toBe(pair.rtoken);
    expect(cookies.find((c) => c.name === 'rtoken')?.httpOnly).toBe(true);
    for (const page of pages) {
      expect(new URL(page.url()).pathname).not.toBe('/login/');
      expect(await page.getByRole('banner').getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
    }
    // The rotated pair works: a new page is rendered signed in without another refresh.
    const later = await context.newPage();
    await later.goto(`${run.site.url}/`);
    expect(await later.getByRole('banner').getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(refreshes).toHaveLength(1);
    await context.close();
  });
});
