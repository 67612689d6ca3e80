/**
 * Account actions in Chromium (spec 001 §2 'Account actions'; 000 §5 e-mail rule, §8): account removal and e-mail
 * change round trips through the embedded backend's outbox, for the seed's dedicated accounts (removable@demo.test,
 * changer@demo.test). Both tests change these accounts for good, on the file's own copy of the seeded database.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { outbox } from '../support/outbox.ts';

const run = siteAndBrowser();

const post = (path: string, body: unknown) =>
  fetch(`${run.site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The path and token of the newest link to `path` mailed to `to`, from the outbox. */
async function mailedLink(to: string, path: string): Promise<string> {
  const items = await outbox(run.site.url, to);
  const escaped = path.replace(/[/.]/g, '\\$&');
  const match = items.map((m) => new RegExp(`${escaped}\\?token=[\\w.~-]+`).exec(m.text)?.[0]).find(Boolean);
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${run.site.url}${path}`);
  await waitForApp(page);
  return page;
}

const visitor = (email?: string): Promise<BrowserContext> => visitorContext(run.browser, run.site.url, { email });

const heading = (page: Page, name: string) => expect.poll(() => page.getByRole('heading', { name }).isVisible(), { timeout: 15_000 }).toBe(true);

describe('account removal', () => {
  it('credentials → e-mail → confirm → removed: the session here ends, the login fails, the refresh token is dead', async () => {
    const email = 'removable@demo.test';
    const other = (await (await post('/api/wp/auth/login', { email, password: 'demo1234' })).json()) as { data: { token: { rtoken: string } } };
    const context = await visitor(email);
    const page = await open(context, '/account-removal/');
    await heading(page, 'Remove your account');

    const emailBox = page.getByRole('textbox', { name: 'Email' });
    await emailBox.fill('not-an-email');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Send the confirmation e-mail' }).click();
    await expect.poll(() => page.getByText('Correct email pattern is: name@example.com').isVisible()).toBe(true);

    await emailBox.fill(email);
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Send the confirmation e-mail' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toBe('Invalid email or password');
    expect(await emailBox.inputValue()).toBe(email);

    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Send the confirmation e-mail' }).click();
    await heading(page, 'Check your e-mail');

    const link = await mailedLink(email, '/account-removal/');
    await page.goto(`${run.site.url}${link}`);
    await waitForApp(page);
    await heading(page, 'Remove your account?');
    expect(await page.getByText('This cannot be undone.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'No, keep my account' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remove my account' }).click();
    await heading(page, 'Your account has been removed');

    // The account signed in here is gone: the session ended where the visitor stands.
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'atoken'), { timeout: 10_000 }).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/account-removal/');

    expect((await post('/api/wp/auth/login', { email, password: 'demo1234' })).status).toBe(401);
    const refreshed = (await (await post('/api/v1/auth/refresh-token', { refresh_token: other.data.token.rtoken })).json()) as {
      status: { code: number };
    };
    expect(refreshed.status.code).toBe(401);

    // There is no call that checks a removal link: a used one is found out on confirming.
    const again = await open(context, link);
    await again.getByRole('button', { name: 'Remove my account' }).click();
    await heading(again, 'This link is no longer valid');
    await context.close();
  }, 90_000);
});

describe('e-mail change', () => {
  it('a guest gets 401; signed in: request → link to the new address → confirmed; the new address signs in, the old does not', async () => {
    const guest = await fetch(`${run.site.url}/email-change/`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
    expect(guest.status).toBe(401);
    expect(await guest.text()).toContain('You are not authenticated.');

    const context = await visitor('changer@demo.test');
    const page = await open(context, '/email-change/');
    await heading(page, 'Change your e-mail');
    const box = page.getByRole('textbox', { name: 'New email' });
    await box.fill('nope');
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect.poll(() => page.getByText('Correct email pattern is: name@example.com').isVisible()).toBe(true);
    await box.fill('active@demo.test');
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect.poll(() => page.getByText('This e-mail address is already used by another account.').isVisible(), { timeout: 10_000 }).toBe(true);
    await box.fill('Changed@Demo.test');
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await heading(page, 'Check your new e-mail');
    await context.close();

    // The link may be opened in another browser: no sign-in needed.
    const link = await mailedLink('changed@demo.test', '/email-change/');
    const elsewhere = await visitor();
    const confirm = await open(elsewhere, link);
    await heading(confirm, 'Your e-mail address has been changed');
    expect(await confirm.getByText('You now log in with changed@demo.test.').isVisible()).toBe(true);
    const used = await open(elsewhere, link);
    await heading(used, 'This link is no longer valid');
    await elsewhere.close();

    expect((await post('/api/wp/auth/login', { email: 'changed@demo.test', password: 'demo1234' })).status).toBe(200);
    expect((await post('/api/wp/auth/login', { email: 'changer@demo.test', password: 'demo1234' })).status).toBe(401);
  }, 90_000);
});
