/**
 * Membership info and cancellation in Chromium (spec 001 §2 'Member dashboard' Membership info; §4 'Membership
 * status', 'Dashboard and cancellation'; §6 'Join Now button'; §7 membership-cancel; §9 status codes), as the seed's
 * dedicated cancel@demo.test (1 Month by Epoch here, LumenAR on another network site), so the other files keep
 * active@demo.test as it is: every field of the membership and both memberships are server-rendered; 'Cancel' asks
 * for a confirmation ('Keep membership' changes nothing); confirmed, the membership shows canceled with the server's
 * message, also after a reload; the next token carries usc 200 and the header follows §6 (a canceled member keeps
 * access until the rebill date, so Log Out stays and Join Now is not shown). Bad input against the backend: a
 * cancellation of another member's membership is a 404 with a clear message and changes nothing. The test cancels the
 * account's membership for good, in the file's own copy of the seeded database.
 */
import { decodeJwt } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const PATH = '/main-dashboard/membership-info/';
const EMAIL = 'cancel@demo.test';
/** active@demo.test's membership here (backend/seed/users.ts buildMemberships). */
const ACTIVE_MEMBERS_MEMBERSHIP = 'membership-demo-1';

const run = siteAndBrowser();

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${run.site.url}${path}`);
  await waitForApp(page);
  return page;
}

/** The field's value in the definition list. */
const field = (page: Page, label: string) =>
  page
    .locator('dl .mi-field')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')
    .textContent();

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** The usc claim of the access-token cookie the browser holds. */
async function uscOf(context: BrowserContext): Promise<unknown> {
  const atoken = (await context.cookies(run.site.url)).find((c) => c.name === 'atoken')?.value;
  return atoken ? decodeJwt(atoken).usc : null;
}

async function apiLogin(email: string): Promise<string> {
  const res = await fetch(`${run.site.url}/api/wp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await res.json()) as { data: { token: { atoken: string } } }).data.token.atoken;
}

const memberships = async (atoken: string) => {
  const res = await fetch(`${run.site.url}/api/memberships/dashboard/memberships`, { headers: { authorization: `Bearer ${atoken}` } });
  return ((await res.json()) as { data: { items: { uuid: string; status: string }[] } }).data.items;
};

describe('membership info', () => {
  it('shows every field and the memberships; cancels with a confirmation; the header and the token follow', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: EMAIL });
    const page = await open(context, PATH);
    expect(await page.title()).toMatch(/^Membership Info \| /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Membership Info');

    // Server-rendered fields, formatted (domain/membership-info.ts).
    expect(await field(page, 'Membership')).toBe('1 Month');
    expect(await field(page, 'Status')).toBe('Active');
    expect(await field(page, 'Payment system')).toBe('Epoch');
    expect(await field(page, 'Currency')).toBe('USD ($)');
    expect(await field(page, 'Periodicity')).toBe('1 month');
    expect(await field(page, 'Rebill amount')).toBe('$29.99');
    expect(await field(page, 'Rebill date')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await field(page, 'Join date')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await field(page, 'Easy cancel')).toBe('Yes');
    expect(await field(page, 'Separated membership')).toBe('Yes');
    expect(await field(page, 'Downgrade at next rebill')).toBe('No');

    // This site's membership and the LumenAR one, marked as another network site's; Cancel only on this site's.
    const here = row(page, '1 Month');
    const lumen = row(page, 'LumenAR Member Plus');
    expect(await here.getByRole('cell').allTextContents()).toEqual(['This site', 'Active', 'Yes', 'Cancel']);
    expect((await lumen.getByRole('cell').allTextContents()).slice(0, 3)).toEqual(['Other network site (LumenAR)', 'Active', 'Yes']);
    expect(await lumen.getByRole('button').count()).toBe(0);

    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Join Now' }).count()).toBe(0);
    expect(await uscOf(context)).toBe(100);

    // Escape closes the confirmation and gives focus back to its button; Keep: nothing changes.
    const cancelButton = here.getByRole('button', { name: 'Cancel 1 Month membership' });
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your membership?' });
    await cancelButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep membership');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // react-aria gives focus back a frame after the dialog unmounts (FocusScope's restoreFocus), so this waits for it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cancel 1 Month membership');
    await cancelButton.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('You keep access until');
    await dialog.getByRole('button', { name: 'Keep membership' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await field(page, 'Status')).toBe('Active');

    // Confirm: canceled, the server's message shown.
    await here.getByRole('button', { name: 'Cancel 1 Month membership' }).click();
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your membership has been canceled.' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Your membership has been canceled.' }).textContent()).toMatch(
      /^Your membership has been canceled\. You keep access until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    await expect.poll(() => field(page, 'Status')).toBe('Canceled');
    expect((await here.getByRole('cell').allTextContents()).slice(0, 3)).toEqual(['This site', 'Canceled', 'Yes']);
    expect(await here.getByRole('button').count()).toBe(0);
    expect(await field(page, 'Access until')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await field(page, 'Rebill amount')).toBe('—');

    // The tokens were refreshed: the cookie's usc is 200 (canceled), and the session follows within its 3 s check.
    await expect.poll(() => uscOf(context), { timeout: 15_000 }).toBe(200);
    // §6: a canceled member keeps access until the rebill date (an active member): Log Out, no Join Now.
    expect(await banner.getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Join Now' }).count()).toBe(0);

    // A reload: the server renders the canceled membership and the same header.
    await page.reload();
    await waitForApp(page);
    expect(await field(page, 'Status')).toBe('Canceled');
    expect((await row(page, '1 Month').getByRole('cell').allTextContents()).slice(0, 3)).toEqual(['This site', 'Canceled', 'Yes']);
    expect(await banner.getByRole('link', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Join Now' }).count()).toBe(0);
    expect(await uscOf(context)).toBe(200);

    // Mobile (§6 'On mobile it is shown to non-members'): a canceled member is a member.
    const mobile = await visitorContext(run.browser, run.site.url, { email: EMAIL, viewport: { width: 390, height: 844 } });
    const small = await open(mobile, PATH);
    expect(await field(small, 'Status')).toBe('Canceled');
    expect(await small.getByRole('banner').getByRole('link', { name: 'Join Now' }).count()).toBe(0);
    await mobile.close();
    await context.close();
  });

  it('refuses a cancellation of another member’s membership with a clear message, changing nothing', async () => {
    const mine = await apiLogin(EMAIL);
    const theirs = await apiLogin('active@demo.test');
    const before = await memberships(theirs);
    const res = await fetch(`${run.site.url}/api/memberships/dashboard/membership-cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${mine}` },
      body: JSON.stringify({ membershipUuid: ACTIVE_MEMBERS_MEMBERSHIP }),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: { message: string } }).status.message).toBe('This membership is not one of yours.');
    expect(await memberships(theirs)).toEqual(before);
    expect(before.find((m) => m.uuid === ACTIVE_MEMBERS_MEMBERSHIP)?.status).toBe('active');
  });

  it('is the 401 screen for a guest, from the server', async () => {
    const res = await fetch(`${run.site.url}${PATH}`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('You are not authenticated.');
  });
});
