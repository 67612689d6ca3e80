/**
 * The account forms in a browser without JavaScript (spec 001 §2 'Account actions', §7; 000 §4 'Age
 * verification', §5 rules): every form posts to its own page (app/server/form-account.ts, form-login.ts) and the page
 * comes back in the step the script path would reach, with its texts: a reset-password round trip through the outbox,
 * an e-mail change request, a login by code, the start of an account removal, and 'Verify Now' landing on the sandbox
 * provider's page.
 *
 * Each test has an account of its own, on the file's own copy of the seeded database.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, passwordErrors } from '../../contracts/password-rules.ts';
import { codeSentNotice } from '../../domain/login-notices.ts';
import { LOGIN_CODE_MESSAGE } from '../../domain/login-code.ts';
import { NOT_OWN_SITE } from '../../app/server/form-login.ts';
import { FORM_EXPIRED } from '../../app/server/csrf-token.ts';
import { RETURN_NEEDS_SCRIPT } from '../../views/account/age-verification-texts.tsx';
import { returningVisitorCookies } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { mailed as mailedMatch, newestMailId } from '../support/outbox.ts';

const DEMO_PASSWORD = 'demo1234';
const NEW_PASSWORD = 'nojs2pass7';
const RESET_ACCOUNT = 'canceled@demo.test';
const CHANGE_ACCOUNT = 'inactive@demo.test';
const CODE_ACCOUNT = 'trial@demo.test';
const REMOVAL_ACCOUNT = 'benefits@demo.test';
const UNVERIFIED = 'unverified@demo.test';

const run = siteAndBrowser();

const newestId = (to: string) => newestMailId(run.site.url, to);
const mailed = (to: string, afterId: number, pattern: RegExp) => mailedMatch(run.site.url, to, afterId, pattern);

async function noScriptVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await run.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  await context.addCookies(returningVisitorCookies(run.site.url));
  return { context, page: await context.newPage() };
}

/** Signs in through the login form without JavaScript. */
async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${run.site.url}/login/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login/');
}

describe('account forms without JavaScript', () => {
  it('resets a password through the e-mailed link: the rule messages, the done step, the new password signs in', async () => {
    const { context, page } = await noScriptVisitor();
    try {
      await page.goto(`${run.site.url}/reset-password/`);
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.waitForURL(`${run.site.url}/reset-password/`);
      // Refused with the spec's message, the e-mail typed kept.
      expect(await page.getByText(EMAIL_MESSAGE).isVisible()).toBe(true);
      expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email');

      const before = await newestId(RESET_ACCOUNT);
      await page.getByLabel('Email').fill(RESET_ACCOUNT.toUpperCase());
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.waitForURL(`${run.site.url}/reset-password/`);
      expect(await page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true);
      expect(await page.getByText(RESET_ACCOUNT).isVisible()).toBe(true);
      // A reload shows the form again: the outcome is read once.
      await page.reload();
      expect(await page.getByRole('button', { name: 'Send reset link' }).isVisible()).toBe(true);

      const token = await mailed(RESET_ACCOUNT, before, /\/reset-password\/\?token=([A-Za-z0-9_-]+)/);
      await page.goto(`${run.site.url}/reset-password/?token=${token}`);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('short');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.waitForURL(`${run.site.url}/reset-password/?token=${token}`);
      expect(await page.getByText(passwordErrors('short')[0] ?? '').isVisible()).toBe(true);
      // Passwords are never put back.
      expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('');

      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.waitForURL(`${run.site.url}/reset-password/`);
      expect(await page.getByRole('heading', { name: 'Your password has been changed' }).isVisible()).toBe(true);
      expect((await page.content()).includes(NEW_PASSWORD)).toBe(false);

      // The used link is invalid now; the new password signs in (without JavaScript too).
      await page.goto(`${run.site.url}/reset-password/?token=${token}`);
      expect(await page.getByText('This password reset link is invalid or has expired.').isVisible()).toBe(true);
      await logIn(page, RESET_ACCOUNT, NEW_PASSWORD);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('requests an e-mail change when signed in: the link goes to the new address', async () => {
    const { context, page } = await noScriptVisitor();
    try {
      await logIn(page, CHANGE_ACCOUNT);
      await page.goto(`${run.site.url}/email-change/`);
      const next = `nojs-${Date.now()}@example.com`;
      await page.getByLabel('New email').fill(next);
      await page.getByRole('button', { name: 'Send the confirmation link' }).click();
      await page.waitForURL(`${run.site.url}/email-change/`);
      expect(await page.getByRole('heading', { name: 'Check your new e-mail' }).isVisible()).toBe(true);
      expect(await page.getByText(next).isVisible()).toBe(true);
      await mailed(next, 0, /\/email-change\/\?token=([A-Za-z0-9_-]+)/);
    } finally {
      await context.close();
    }
  });

  it('logs in with a code sent by e-mail: a wrong code under its field, the right one signs in', async () => {
    const { context, page } = await noScriptVisitor();
    try {
      await page.goto(`${run.site.url}/login/`);
      await page.getByRole('button', { name: 'Use a login code' }).click();
      await page.waitForURL(`${run.site.url}/login/?mode=code`);
      const before = await newestId(CODE_ACCOUNT);
      await page.getByLabel('Email').fill(CODE_ACCOUNT);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.waitForURL((url) => url.searchParams.get('sent') === '1');
      expect(await page.getByText(codeSentNotice(CODE_ACCOUNT)).isVisible()).toBe(true);
      const code = await mailed(CODE_ACCOUNT, before, /Your login code is (\d{6})/);
      await page.getByLabel('Code', { exact: true }).fill('12');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.searchParams.has('codeError'));
      expect(await page.getByLabel('Code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText(LOGIN_CODE_MESSAGE).isVisible()).toBe(true);
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname !== '/login/');
      expect(await page.getByRole('banner').getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
      expect((await context.cookies()).find((c) => c.name === 'rtoken')?.httpOnly).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('starts an account removal: a wrong password refused with the e-mail kept, then the confirmation e-mail', async () => {
    const { context, page } = await noScriptVisitor();
    try {
      await page.goto(`${run.site.url}/account-removal/`);
      await page.getByLabel('Email').fill(REMOVAL_ACCOUNT);
      await page.getByLabel('Password').fill('wrong-pass1');
      await page.getByRole('button', { name: 'Send the confirmation e-mail' }).click();
      await page.waitForURL(`${run.site.url}/account-removal/`);
      expect(await page.getByRole('alert').count()).toBeGreaterThan(0);
      expect(await page.getByLabel('Email').inputValue()).toBe(REMOVAL_ACCOUNT);
      expect(await page.getByLabel('Password').inputValue()).toBe('');

      const before = await newestId(REMOVAL_ACCOUNT);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Send the confirmation e-mail' }).click();
      await page.waitForURL(`${run.site.url}/account-removal/`);
      expect(await page.getByRole('heading', { name: 'Check your e-mail' }).isVisible()).toBe(true);
      await mailed(REMOVAL_ACCOUNT, before, /\/account-removal\/\?token=([A-Za-z0-9_-]+)/);
    } finally {
      await context.close();
    }
  });

  it("'Verify Now' starts the provider's session and lands on the sandbox provider's page", async () => {
    const { context, page } = await noScriptVisitor();
    try {
      await logIn(page, UNVERIFIED);
      await page.goto(`${run.site.url}/age-verification/`);
      await page.getByRole('button', { name: 'Verify Now' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox-id/verify/'));
      const sessionId = new URL(page.url()).pathname.split('/')[3];
      expect((await context.cookies()).find((c) => c.name === 'sessionId')?.value).toBe(sessionId);
      expect(await page.getByRole('button', { name: 'Approve' }).isVisible()).toBe(true);
      // Back from the provider without JavaScript: the page says what it is doing, and that its end needs JavaScript.
      await page.goto(`${run.site.url}/age-verification/?sessionId=${sessionId}`);
      // (Playwright's text queries skip <noscript>, whose content a browser without JavaScript shows: read it whole.)
      expect(await page.locator('main noscript').textContent()).toContain(RETURN_NEEDS_SCRIPT);
      expect(await page.getByRole('button', { name: 'Verify Now' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('refuses posts from another site, and sends a form without its token back with the message', async () => {
    for (const path of ['/reset-password/', '/account-removal/', '/email-change/', '/age-verification/']) {
      const foreign = await fetch(`${run.site.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ email: 'someone@example.com' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      });
      expect({ path, status: foreign.status, text: await foreign.text() }).toEqual({ path, status: 403, text: NOT_OWN_SITE });
    }
    const { context, page } = await noScriptVisitor();
    try {
      await page.goto(`${run.site.url}/reset-password/`);
      await page.locator('input[name="form_token"]').evaluateAll((inputs) => {
        for (const input of inputs) input.remove();
      });
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.waitForURL(`${run.site.url}/reset-password/`);
      expect(await page.getByText(FORM_EXPIRED).isVisible()).toBe(true);
      expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    } finally {
      await context.close();
    }
  });
});
