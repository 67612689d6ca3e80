/**
 * /reset-password/ in Chromium (spec 001 §2 'Account actions'; 000 §5 exact messages; §2.3 no breadcrumbs): a visitor
 * asks for a reset e-mail, follows the link from the embedded outbox, is refused a bad password with the spec's
 * message, sets a new one and signs in with it; the used link then shows the invalid-link state.
 *
 * Reset e-mails are limited to 3 per account in 15 minutes, and the file asks for 2 (its site starts on a copy of the
 * seed of its own): one through the page, one through the JSON API calls that set the password back to demo1234.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { mailed, newestMailId } from '../support/outbox.ts';

const ACCOUNT = 'verified@demo.test';
const DEMO_PASSWORD = 'demo1234';
const NEW_PASSWORD = 'fresh2pass9';

const run = siteAndBrowser();

const newestId = () => newestMailId(run.site.url, ACCOUNT);

/** The token of the first reset link mailed to the account after the mail `afterId`. */
const mailedToken = (afterId: number) => mailed(run.site.url, ACCOUNT, afterId, /\/reset-password\/\?token=([A-Za-z0-9_-]+)/);

async function api(path: string, body: unknown): Promise<number> {
  const res = await fetch(`${run.site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.body?.cancel();
  return res.status;
}

async function signsIn(password: string): Promise<boolean> {
  const context = await run.browser.newContext();
  try {
    const res = await context.request.post(`${run.site.url}/session/login/`, { data: { email: ACCOUNT, password } });
    return res.status() === 200;
  } finally {
    await context.close();
  }
}

const visitor = (): Promise<BrowserContext> => visitorContext(run.browser, run.site.url);

describe('reset password', () => {
  it('renders the right step on the server for the query: the restore form, the invalid link', async () => {
    const plain = await (await fetch(`${run.site.url}/reset-password/`)).text();
    expect(plain).toContain('Send reset link');
    expect(plain).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(plain).toContain('<title>Reset Password - ');
    expect(plain).not.toContain('aria-label="Breadcrumbs"');
    const bogus = await (await fetch(`${run.site.url}/reset-password/?token=not-a-real-token`)).text();
    expect(bogus).toContain('This password reset link is invalid or has expired.');
  });

  it('asks for a link, refuses a bad password with the spec message, sets a new one that signs in; the used link is invalid', async () => {
    const context = await visitor();
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/reset-password/`);
      await waitForApp(page);
      expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).count()).toBe(0);

      const email = page.getByRole('textbox', { name: 'Email' });
      await email.fill('not-an-email');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect.poll(() => page.getByText('Correct email pattern is: name@example.com', { exact: true }).isVisible()).toBe(true);
      // Editing the field clears its error.
      await email.fill(ACCOUNT);
      expect(await page.getByText('Correct email pattern is: name@example.com', { exact: true }).count()).toBe(0);

      const before = await newestId();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible(), { timeout: 10_000 }).toBe(true);
      const token = await mailedToken(before);
      const link = `${run.site.url}/reset-password/?token=${token}`;

      // The server renders the new-password form for a valid link, a page no cache may keep (it changes once used).
      const first = await fetch(link);
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      expect(await first.text()).toContain('Set new password');

      await page.goto(link);
      await waitForApp(page);
      const password = page.getByLabel('New password', { exact: true });
      const confirmation = page.getByLabel('Confirm new password', { exact: true });
      await password.fill('password');
      await confirmation.fill('password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByText('Password must contain at least one number').isVisible()).toBe(true);
      expect(
        await page.getByText('Password must contain at least one digit and not contain symbols & and ", min 8 and max 50 sign').isVisible(),
      ).toBe(true);
      expect(await password.getAttribute('aria-invalid')).toBe('true');

      await password.fill(NEW_PASSWORD);
      await confirmation.fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Your password has been changed' }).isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByRole('link', { name: 'Log In', exact: true }).last().getAttribute('href')).toBe('/login/');

      expect(await signsIn(NEW_PASSWORD)).toBe(true);
      expect(await signsIn(DEMO_PASSWORD)).toBe(false);

      await page.goto(link);
      await waitForApp(page);
      await expect.poll(() => page.getByText('This password reset link is invalid or has expired.').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Send me a new link' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Send reset link' }).isVisible()).toBe(true);
    } finally {
      await context.close();
      // Back to the demo password through the JSON API's two calls, which must work as the page's do.
      const before = await newestId();
      expect(await api('/api/wp/auth/restorePassword', { email: ACCOUNT })).toBe(200);
      expect(await api('/api/wp/auth/resetPassword', { token: await mailedToken(before), password: DEMO_PASSWORD })).toBe(200);
    }
    expect(await signsIn(DEMO_PASSWORD)).toBe(true);
  }, 120_000);
});
