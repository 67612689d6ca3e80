/**
 * Account settings in Chromium (spec 001 §2 'Member dashboard' Account settings; §3 'Avatar', 'Password change form';
 * §4 'Avatar change'; §5 'Change password'; §8 'Change-password error'), as the seed's dedicated avatar@demo.test and
 * password@demo.test, so the other files keep active@demo.test as it is: the avatar and the list are server-rendered;
 * an uploaded PNG replaces the shown avatar and shows in the header (after a reload too); one of the list is chosen;
 * a non-image and a file over 2 MB are refused before uploading with clear messages. The password form: a wrong
 * current password is refused under its field; the right one changes it (the server's message, the fields cleared);
 * signed out, the old password no longer signs in and the new one does. The tests change both accounts for good, on
 * the file's own copy of the seeded database. (The backend's own refusals of bad files: tests/unit/backend/account-settings.test.ts.)
 */
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { returningVisitorCookies, visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const PATH = '/main-dashboard/account-settings/';

const run = siteAndBrowser();

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${run.site.url}${path}`);
  await waitForApp(page);
  return page;
}

/** The avatar image on the header's account menu button (null: the generic icon). */
const headerAvatar = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: 'Account menu' })
    .locator('img')
    .evaluateAll((imgs) => (imgs[0] as HTMLImageElement | undefined)?.getAttribute('src') ?? null);

const currentAvatar = (page: Page) => page.getByRole('img', { name: 'Your current avatar' }).getAttribute('src');

describe('avatar', () => {
  it('uploads an image that replaces the shown avatar and the header’s; chooses one of the list; refuses bad files', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'avatar@demo.test' });
    const page = await open(context, PATH);
    expect(await page.title()).toMatch(/^Account Settings \| /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Account Settings');
    // No avatar yet; the drawn list (server-rendered, or loaded when the render did not wait for it).
    expect(await page.getByRole('img', { name: 'No avatar yet' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /^Avatar \d+$/ }).count(), { timeout: 15_000 }).toBe(16);
    expect(await headerAvatar(page)).toBeNull();

    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 160, b: 90 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Upload a new avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your avatar has been changed.' }).count(), { timeout: 15_000 }).toBe(1);
    const uploaded = await currentAvatar(page);
    expect(uploaded).toMatch(/\/api\/wp\/user\/avatar-files\/.+\.webp$/);
    expect(await page.getByRole('button', { name: 'Your uploaded avatar' }).getAttribute('aria-pressed')).toBe('true');
    // The header follows without a reload (the session reloads the user within its 3 s check)…
    await expect.poll(() => headerAvatar(page), { timeout: 15_000 }).toBe(uploaded);
    // …and after one, from the server.
    await page.reload();
    await waitForApp(page);
    expect(await headerAvatar(page)).toBe(uploaded);
    expect(await currentAvatar(page)).toBe(uploaded);
    const file = await context.request.get(`${run.site.url}${uploaded}`);
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/webp']);

    // One of the list.
    await page.getByRole('button', { name: 'Avatar 3', exact: true }).click();
    await expect.poll(() => currentAvatar(page), { timeout: 15_000 }).toBe('/media/art/avatar/3.svg');
    expect(await page.getByRole('button', { name: 'Avatar 3', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // Refused before uploading, with the rule's message; the avatar stays.
    await page.getByLabel('Upload a new avatar').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The avatar must be an image (PNG, JPEG, GIF or WebP).' }).count(), { timeout: 10_000 })
      .toBe(1);
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    await page.getByLabel('Upload a new avatar').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The avatar must be an image of at most 2 MB.' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await currentAvatar(page)).toBe('/media/art/avatar/3.svg');
    await context.close();
  }, 120_000);
});

describe('change password', () => {
  it('shows the server’s error under the current password, then changes it; the new password signs in', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'password@demo.test' });
    const page = await open(context, PATH);
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password', { exact: true });

    await current.fill('wrong-pass-1');
    await next.fill('fresh9876');
    await confirmation.fill('fresh9876');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => current.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    const describedBy = (await current.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('The current password is incorrect.');

    // The rules are checked before sending: a confirmation that differs is refused under its field.
    await current.fill('demo1234');
    await confirmation.fill('fresh9877');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => confirmation.getAttribute('aria-invalid')).toBe('true');
    // Errors are cleared before each submit.
    expect(await current.getAttribute('aria-invalid')).toBeNull();

    await confirmation.fill('fresh9876');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).count(), { timeout: 15_000 }).toBe(1);
    expect([await current.inputValue(), await next.inputValue(), await confirmation.inputValue()]).toEqual(['', '', '']);
    expect(await page.getByRole('alert').filter({ hasText: /./ }).count()).toBe(0);

    // This session stays signed in.
    await page.reload();
    await waitForApp(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Account Settings');

    // Signed out: the old password is refused, the new one signs in.
    await page.getByRole('banner').getByRole('link', { name: 'Log Out' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log In' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const old = await context.request.post(`${run.site.url}/session/login/`, { data: { email: 'password@demo.test', password: 'demo1234' } });
    expect(old.status()).not.toBe(200);

    const fresh = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await fresh.addCookies(returningVisitorCookies(run.site.url));
    const login = await open(fresh, '/login/');
    await login.getByLabel('Email').fill('password@demo.test');
    await login.getByLabel('Password').fill('fresh9876');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect.poll(() => login.getByRole('banner').getByRole('link', { name: 'Log Out' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const settings = await open(fresh, PATH);
    expect(await settings.getByRole('heading', { level: 1 }).textContent()).toBe('Account Settings');
    await fresh.close();
    await context.close();
  }, 120_000);
});

describe('change password without JavaScript', () => {
  // After the test above: password@demo.test's password is fresh9876.
  it('posts the form to the site server: the error under its field, then the message; this browser stays signed in', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    await context.addCookies(returningVisitorCookies(run.site.url));
    const res = await context.request.post(`${run.site.url}/session/login/`, { data: { email: 'password@demo.test', password: 'fresh9876' } });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${run.site.url}${PATH}`);
    const fill = async (current: string, next: string) => {
      await page.getByLabel('Current password', { exact: true }).fill(current);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm new password', { exact: true }).fill(next);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.waitForLoadState();
    };
    await fill('wrong-pass-1', 'fresh5432');
    expect(page.url()).toBe(`${run.site.url}${PATH}`);
    expect(await page.getByLabel('Current password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.as-field-error').allTextContents()).toEqual(['The current password is incorrect.']);
    await fill('fresh9876', 'fresh5432');
    expect((await page.getByRole('status').allTextContents()).filter(Boolean)).toEqual(['Your password has been changed.']);
    // Shown once; the session goes on with a fresh token pair.
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Account Settings');
    expect((await page.getByRole('status').allTextContents()).filter(Boolean)).toEqual([]);
    const login = await context.request.post(`${run.site.url}/session/login/`, { data: { email: 'password@demo.test', password: 'fresh5432' } });
    expect(login.status()).toBe(200);
    await context.close();
  }, 60_000);
});
