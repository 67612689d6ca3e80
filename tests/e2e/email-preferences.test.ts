/**
 * E-mail preferences in Chromium (spec 001 §2 'E-mail subscription preferences', §3 'E-mail subscription', §7 GET and
 * PATCH {sendService}/v1/subscription/{uid}): the link with active@demo.test's subscription uid opens without signing
 * in; a change of type is saved and the result's header and text are shown; a reload shows the saved type; an unknown
 * uid is a clear error; a PATCH with a wrong type is a 4xx that changes nothing; the site's e-mails carry the
 * 'Manage e-mail preferences' link to the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { mailed, newestMailId } from '../support/outbox.ts';
import { seededSubscriptionUid } from '../support/seeded-uids.ts';

const UID = seededSubscriptionUid('active@demo.test') ?? '';
const run = siteAndBrowser();

const api = (uid: string) => `${run.site.url}/api/send-service/v1/subscription/${uid}`;
const patch = (uid: string, body: unknown) =>
  fetch(api(uid), { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const types = (page: Page) => page.getByRole('radiogroup', { name: 'E-mails to receive' });
const checkedType = (page: Page) => types(page).getByRole('radio', { checked: true }).getAttribute('value');

describe('e-mail preferences', () => {
  it('opens by its uid without signing in; a changed type is saved, its result shown, and still chosen after a reload', async () => {
    const context = await visitorContext(run.browser, run.site.url);
    try {
      const page = await context.newPage();
      const res = await page.goto(`${run.site.url}/email-preferences/${UID}/`);
      expect(res?.status()).toBe(200);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('E-mail Preferences');
      expect(await page.getByText('a***e@demo.test').count()).toBe(1);
      expect(await checkedType(page)).toBe('0');

      await types(page).locator('label', { hasText: 'Account e-mails only' }).click();
      expect(await checkedType(page)).toBe('2');
      // News and offers do not go out with this type: their choices are off.
      expect(await page.getByRole('radio', { name: 'Daily digest' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Save preferences' }).click();
      const result = page.locator('.email-prefs-result');
      await expect.poll(() => result.locator('.email-prefs-result-header').textContent()).toBe('Preferences saved');
      expect(await result.getAttribute('role')).toBe('status');
      expect(await result.getAttribute('class')).not.toContain('is-error');

      await page.reload();
      await waitForApp(page);
      expect(await checkedType(page)).toBe('2');
    } finally {
      await context.close();
    }
  });

  it('shows a refusal as an error, the choice kept', async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/email-preferences/${UID}/`);
      await waitForApp(page);
      // The service refuses (as it does a type it does not know): its result is shown, styled as an error.
      await page.route('**/api/send-service/v1/subscription/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 422,
              contentType: 'application/json',
              body: JSON.stringify({
                status: { code: 422, message: 'Refused' },
                header: 'Preferences not saved',
                text: 'type must be from 0 to 3',
                isError: true,
              }),
            })
          : route.continue(),
      );
      await types(page).locator('label', { hasText: 'News and offers only' }).click();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      const result = page.locator('.email-prefs-result');
      await expect.poll(() => result.locator('.email-prefs-result-header').textContent()).toBe('Preferences not saved');
      expect(await result.textContent()).toContain('type must be from 0 to 3');
      expect(await result.getAttribute('class')).toContain('is-error');
      expect(await checkedType(page)).toBe('1');
    } finally {
      await context.close();
    }
  });

  it('an unknown uid is a clear error', async () => {
    const context = await visitorContext(run.browser, run.site.url);
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/email-preferences/0123456789abcdef0123456789abcdef/`);
      expect(await page.getByRole('alert').first().textContent()).toContain('This preferences link is not valid.');
      expect(await page.getByRole('button', { name: 'Save preferences' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a PATCH with a wrong type is a 422 with a clear message and changes nothing', async () => {
    const before = await (await fetch(api(UID))).json();
    for (const body of [{ type: 'weekly' }, { type: 1.5 }, { type: 9 }, {}]) {
      const res = await patch(UID, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const answer = (await res.json()) as { status: { message: string }; isError: boolean };
      expect(answer.isError).toBe(true);
      expect(answer.status.message).toMatch(/type/);
    }
    expect(await (await fetch(api(UID))).json()).toEqual(before);
    expect((await fetch(api('0123456789abcdef0123456789abcdef'))).status).toBe(404);
  });

  it("the site's e-mails carry the 'Manage e-mail preferences' link to the page", async () => {
    const to = 'trial@demo.test';
    const after = await newestMailId(run.site.url, to);
    const res = await fetch(`${run.site.url}/api/wp/auth/restorePassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: to }),
    });
    expect(res.status).toBe(200);
    const link = await mailed(run.site.url, to, after, /Manage e-mail preferences: (\S+)/);
    expect(new URL(link).pathname).toBe(`/email-preferences/${seededSubscriptionUid(to)}/`);
    const page = await fetch(`${run.site.url}${new URL(link).pathname}`, { headers: { cookie: 'age_verified_18=1' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('t***l@demo.test');
  });
});
