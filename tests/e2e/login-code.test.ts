/**
 * Login by code and a blocked account in Chromium (spec 001 §2 'Account actions', 'Unblock'; 000 §9
 * 'password attempts'). The e-mails are read from the embedded backend's outbox (GET /api/dev/outbox?to=…).
 *
 * Accounts: verified@demo.test signs in by code and app@demo.test is blocked. The block takes 10 wrong passwords from
 * 127.0.0.1: under the address limit of 20 failures a minute (backend/auth/login-limits.ts), so the file's other
 * logins are not refused. The failures are counted in the database, which is this file's own copy of the seed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { outbox, type Mail } from '../support/outbox.ts';

const run = siteAndBrowser();

/** The newest e-mail to this address whose subject matches, waited for. */
async function mailTo(to: string, subject: RegExp, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await outbox(run.site.url, to)).filter((m) => subject.test(m.subject));
        found = matching.length > after ? matching[0] : undefined;
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Mail;
}

async function loginPage(path = '/login/'): Promise<Page> {
  const context = await run.browser.newContext();
  await context.addCookies(returningVisitorCookies(run.site.url));
  const page = await context.newPage();
  await page.goto(`${run.site.url}${path}`);
  await waitForApp(page);
  return page;
}

const logOutLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log Out' });

describe('login by a code sent to the account', () => {
  it('e-mail → Send code → the code from the e-mail → signed in, the refresh token HttpOnly', async () => {
    const page = await loginPage();
    await page.getByRole('button', { name: 'Use a login code' }).click();
    // The e-mail is lower-cased (000 §5).
    await page.getByLabel('Email').fill('Verified@Demo.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByLabel('Code', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.cat-form-notice').textContent()).toContain('verified@demo.test');
    const mail = await mailTo('verified@demo.test', /login code/i);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code: the server's errors.code under the field, nothing signed in.
    await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect.poll(() => page.locator('.cat-field-error').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await logOutLink(page).isVisible()).toBe(false);

    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect.poll(() => logOutLink(page).isVisible(), { timeout: 15_000 }).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'rtoken')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('rtoken');
    await page.context().close();
  });
});

describe('a blocked account', () => {
  it('10 wrong passwords → blocked, Resend unblock e-mail → the link → unblocked=1 → the right password signs in', async () => {
    const page = await loginPage();
    const resend = page.getByRole('button', { name: 'Resend unblock e-mail' });
    await page.getByLabel('Email').fill('app@demo.test');
    for (let attempt = 1; attempt <= 10 && !(await resend.isVisible()); attempt++) {
      await page.getByLabel('Password').fill(`wrongpass${attempt}`);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').first().isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Log In', exact: true }).isEnabled(), { timeout: 10_000 }).toBe(true);
    }
    await expect.poll(() => resend.isVisible(), { timeout: 10_000 }).toBe(true);
    const blockedMessage = (await page.getByRole('alert').first().textContent()) ?? '';
    expect(blockedMessage.length).toBeGreaterThan(0);

    // The block mailed one unblock link; the resend mails another, and says so.
    await mailTo('app@demo.test', /unblock/i);
    await resend.click();
    await expect.poll(async () => (await page.locator('.cat-form-notice').textContent()) ?? '', { timeout: 10_000 }).toContain('unblock e-mail');
    const mail = await mailTo('app@demo.test', /unblock/i, 1);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(link.pathname).toBe('/api/wp/auth/unblock');

    await page.goto(`${run.site.url}${link.pathname}${link.search}`);
    await page.waitForURL(/\/login\/\?unblocked=1$/, { timeout: 10_000 });
    await waitForApp(page);
    expect(new URL(page.url()).search).toBe('?unblocked=1');
    expect(await page.locator('.cat-form-notice').textContent()).toBe('Your account is unblocked. You can log in now.');

    // The same link again is no longer valid.
    await page.goto(`${run.site.url}${link.pathname}${link.search}`);
    await page.waitForURL(/\/login\/\?unblocked=0$/, { timeout: 10_000 });
    await waitForApp(page);
    expect(await page.locator('.cat-form-notice').textContent()).toContain('no longer valid');

    await page.getByLabel('Email').fill('app@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect.poll(() => logOutLink(page).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  });
});
