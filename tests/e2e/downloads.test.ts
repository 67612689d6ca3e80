/**
 * Downloads in Chromium (spec 000 §2.4 'Download control', §4 'Download', §6 'Download button', §7, §8 download alerts):
 * an active member downloads a resolution from a video page and the file of that quality arrives (each resolution
 * shows its quality word); a trial member sees the trial
 * alert; a member who already made 20 downloads today (reached through the API first) sees the daily-limit alert; an
 * expired member is sent to the renewal offer; inactive members and guests see no Download. Screenshots of the modal
 * and of the alert at 390 and 1440 px go to .data/screenshots/downloads/.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
let slug = '';
let fileUrl = '';
let video: { downLoadVideoListForFront: { url: string; quality: string }[]; recommendedDevices: { name: string; qualities: string[] }[] };
/** How many of the video's resolutions a recommended device does not take. */
const notFor = (device: string) => {
  const qualities = video.recommendedDevices.find((d) => d.name === device)?.qualities ?? [];
  return video.downLoadVideoListForFront.filter((o) => !qualities.includes(o.quality)).length;
};
const shots = '.data/screenshots/downloads';

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  const list = (await (await fetch(`${run.site.url}/api/content/v1/videos`)).json()) as { items: { slug: string }[] };
  slug = list.items[0]?.slug ?? '';
  video = ((await (await fetch(`${run.site.url}/api/content/v1/videos/${slug}`)).json()) as { item: typeof video }).item;
  fileUrl = video.downLoadVideoListForFront[0]?.url ?? '';
});

async function videoPage(email: string | undefined, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const context = await visitorContext(run.browser, run.site.url, { email, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${run.site.url}/videos/${slug}/`);
  await waitForApp(page);
  return { context, page };
}

const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download', exact: true });
const openOptions = async (page: Page) => {
  await downloadButton(page).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Download Full Video' }).isVisible(), { timeout: 15_000 }).toBe(true);
};
/** A resolution of the options: its accessible name holds its label, size ('1.2 GB') and 'Download {label}'. */
const firstOption = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: / [GM]B Download / })
    .first();

describe('downloads', () => {
  it('an active member downloads a resolution: the file arrives; the device selector marks resolutions not recommended', async () => {
    const { context, page } = await videoPage('active@demo.test');
    await openOptions(page);
    const dialog = page.getByRole('dialog', { name: 'Download Full Video' });
    expect(await dialog.locator('img.dl-poster').isVisible()).toBe(true);
    expect(await dialog.getByText('Your device').isVisible()).toBe(true);
    expect(await dialog.getByText('Not recommended').count()).toBe(0);
    // Each resolution with its quality word (§2.4: Low = 2K, Good = 3K, Great = 4K).
    expect(await dialog.locator('.cat-download-grade').allTextContents()).toEqual(['Good', 'Low']);
    await dialog.getByRole('button', { name: /Your device/ }).click();
    const device = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await expect.poll(() => dialog.getByText('Not recommended').count()).toBe(notFor(device));
    expect(notFor(device)).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/modal-1440.png` });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), firstOption(page).click()]);
    const path = await download.path();
    const { statSync } = await import('node:fs');
    expect(statSync(path).size).toBeGreaterThan(0);
    // The file is the quality chosen (the first option is the best the video has).
    const chosen = video.downLoadVideoListForFront[0]?.quality ?? 'none';
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${chosen}\\.webm$`));
    await context.close();
  });

  it('the modal at 390 px', async () => {
    const { context, page } = await videoPage('active@demo.test', 390);
    await openOptions(page);
    await page.screenshot({ path: `${shots}/modal-390.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('a trial member sees the trial alert with the app button; an outside click leaves it open, its close button closes it', async () => {
    const { context, page } = await videoPage('trial@demo.test', 390);
    await openOptions(page);
    await firstOption(page).click();
    const alert = page.getByRole('dialog', { name: 'Only watching online is available in trial period!' });
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    const app = alert.getByRole('link', { name: 'DOWNLOAD FREE APP' });
    expect(await app.getAttribute('target')).toBe('_blank');
    expect(await app.getAttribute('href')).toMatch(/\/app\/$/);
    expect(await alert.getByText(/^Unlimited downloads are ONLY available on the .+\.$/).isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/alert-trial-390.png` });
    await page.mouse.click(5, 5);
    expect(await alert.isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('after 20 downloads today a member sees the daily-limit alert', async () => {
    const login = await fetch(`${run.site.url}/api/wp/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'canceled@demo.test', password: 'demo1234' }),
    });
    const atoken = ((await login.json()) as { data: { token: { atoken: string } } }).data.token.atoken;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${run.site.url}/api/account/download?url=${encodeURIComponent(fileUrl)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${atoken}` },
      });
      if (res.status === 403) break;
      expect(res.status).toBe(200);
    }
    const { context, page } = await videoPage('canceled@demo.test');
    await openOptions(page);
    await firstOption(page).click();
    const alert = page.getByRole('dialog', { name: 'You have reached your daily download limit!' });
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await alert
        .getByText('We have limited your daily downloads to 20 videos, so you and our community can get the fastest download speeds.')
        .isVisible(),
    ).toBe(true);
    expect(await alert.getByRole('link', { name: 'DOWNLOAD FREE APP' }).isVisible()).toBe(true);
    const width = await page.locator('.dl-alert').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(850);
    await page.screenshot({ path: `${shots}/alert-limit-1440.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('an expired member is sent to the renewal offer', async () => {
    const { context, page } = await videoPage('expired@demo.test');
    await downloadButton(page).click();
    await page.waitForURL((url) => url.pathname === '/join-now/' && url.search === '?event=expired', { timeout: 15_000 });
    await context.close();
  });

  it('inactive members and guests see no Download', async () => {
    for (const email of ['inactive@demo.test', undefined]) {
      const { context, page } = await videoPage(email);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await downloadButton(page).count()).toBe(0);
      await context.close();
    }
  });
});
