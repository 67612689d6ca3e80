/**
 * A visitor's first slice, in Chromium against the built site in embedded mode: splash, home → video
 * (trailer plays), paging, a model, cookie banner, sign in as a demo member and sign out.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { twoFrames } from '../support/frames.ts';

const run = siteAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await run.browser.newPage({ viewport: { width: 1440, height: 1000 } });
});

describe('a visitor', () => {
  it('accepts the 18+ splash and it stays accepted', async () => {
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    await expect.poll(() => page.getByText('Warning: This Website is for Adults Only!').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect.poll(() => page.getByText('Warning: This Website is for Adults Only!').isVisible()).toBe(false);
    const cookies = await page.context().cookies();
    const age = cookies.find((c) => c.name === 'age_verified_18');
    expect(age).toBeDefined();
    // 30 days, give or take a minute
    expect(Math.abs((age?.expires ?? 0) - Date.now() / 1000 - 30 * 86400)).toBeLessThan(120);
    await page.reload();
    await expect.poll(() => page.getByText('Warning: This Website is for Adults Only!').isVisible()).toBe(false);
  });

  it('sees the cookie banner after a second and accepts it', async () => {
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect.poll(() => banner.isVisible(), { timeout: 5000 }).toBe(true);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    // The page's clock, moved on past the banner's 1 s after the reload.
    await page.clock.install();
    await page.reload();
    await waitForApp(page);
    await page.clock.runFor(1500);
    await twoFrames(page);
    expect(await banner.isVisible()).toBe(false);
  });

  it('opens a video from the home page and plays its trailer', async () => {
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    const section = page.getByRole('region', { name: 'Top VR Porn Videos' });
    const firstTitle = section.getByRole('heading', { level: 3 }).first();
    const title = (await firstTitle.textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(3);
    await firstTitle.getByRole('link').click();
    await page.waitForURL(/\/videos\/[a-z0-9-]+\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.getByRole('button', { name: 'Play Trailer' }).click();
    const playing = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
    await expect.poll(playing, { timeout: 15_000 }).toBeGreaterThan(0.2);
  });

  it('goes to page 2 of the videos list', async () => {
    await page.goto(`${run.site.url}/videos/`);
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/\/videos\/\?page=2$/);
    await expect.poll(() => page.title()).toContain(' - Page 2');
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(12);
  });

  it('opens a model', async () => {
    await page.goto(`${run.site.url}/models/`);
    await waitForApp(page);
    const first = page.getByRole('heading', { level: 3 }).first();
    const name = (await first.textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await page.waitForURL(/\/models\/[a-z0-9-]+\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('signs in as the active demo member and signs out', async () => {
    await page.goto(`${run.site.url}/login/`);
    await waitForApp(page);
    await page.getByLabel('Email').fill('active@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    const logOut = page.getByRole('banner').getByRole('link', { name: 'Log Out' });
    await expect.poll(() => logOut.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Join Now' }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => logOut.isVisible(), { timeout: 10_000 }).toBe(true);
    await logOut.click();
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
    await expect.poll(() => logIn.isVisible(), { timeout: 10_000 }).toBe(true);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('atoken');
    expect(names).not.toContain('rtoken');
  });

  it('shows the wrong-password message and keeps the e-mail typed', async () => {
    await page.goto(`${run.site.url}/login/`);
    await waitForApp(page);
    await page.getByLabel('Email').fill('active@demo.test');
    await page.getByLabel('Password').fill('wrongpass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('Invalid email or password');
    expect(await page.getByLabel('Email').inputValue()).toBe('active@demo.test');
  });
});
