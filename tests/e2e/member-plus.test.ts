/**
 * The member-plus tile in Chromium (spec 001 §2 'Member-plus offer', §5 'Member-plus tile', §4 'Member-plus payment
 * flow'): on /categories/ a guest clicking the 'Member Plus Bonus' tile follows its link
 * (the join-now page) and no dashboard call is made; active@demo.test (paid by Epoch) gets the offer dialog — the
 * price's title, clip (muted, looping, inline, with a poster), images with their mobile variants, and the price —
 * which passes axe, closes by Escape and by 'Close' with the focus back on the tile, and whose 'Get Member Plus' leads
 * to the sandbox biller's hosted page (or to the price's customPaymentUrl when it has one). verified@demo.test pays by
 * CCBill: the tile stays its link.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { twoFrames } from '../support/frames.ts';

// The demo members' memberships (their billers) are the seed's: the site starts on a copy of it of its own.
const run = siteAndBrowser();

const TILE = /Member Plus Bonus/;
const TITLE = 'MidnightVR for members';

/** The categories page for a visitor (a guest without `email`), with the page's dashboard-info calls and answers counted. */
async function categories(
  email?: string,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; dashboardCalls: string[]; dashboardAnswers: string[] }> {
  const context = await visitorContext(run.browser, run.site.url, { email, viewport });
  const page = await context.newPage();
  const dashboardCalls: string[] = [];
  const dashboardAnswers: string[] = [];
  const dashboardInfo = (r: Request) => new URL(r.url()).pathname === '/api/wp/user/dashboardInfo';
  page.on('request', (r) => {
    if (dashboardInfo(r)) dashboardCalls.push(r.url());
  });
  page.on('requestfinished', (r) => {
    if (dashboardInfo(r)) dashboardAnswers.push(r.url());
  });
  await page.goto(`${run.site.url}/categories/`);
  await waitForApp(page);
  return { context, page, dashboardCalls, dashboardAnswers };
}

const tile = (page: Page) => page.getByRole('link', { name: TILE });
/** Whether the focused element is the member-plus tile's link. */
const tileFocused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.matches('a.cat-category-tile') === true && document.activeElement.getAttribute('aria-haspopup') === 'dialog',
  );

/** The tile once the offer takes its click (the dashboard facts are fetched ahead, then it says it opens a dialog). */
async function offerTile(page: Page) {
  await expect.poll(() => tile(page).getAttribute('aria-haspopup'), { timeout: 15_000 }).toBe('dialog');
  return tile(page);
}

describe('the member-plus tile', () => {
  it('is a plain link for a guest: it leads to the join-now page, with no dashboard call and no dialog', async () => {
    const { context, page, dashboardCalls } = await categories();
    expect(await tile(page).getAttribute('href')).toBe('/join-now/');
    await tile(page).click();
    await page.waitForURL(/\/join-now\/$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(dashboardCalls).toEqual([]);
    await context.close();
  });

  it('is a plain link for a member paying by another biller (CCBill)', async () => {
    const { context, page, dashboardCalls, dashboardAnswers } = await categories('verified@demo.test');
    await expect.poll(() => dashboardAnswers.length, { timeout: 15_000 }).toBe(1);
    expect(dashboardCalls).toHaveLength(1);
    // Two frames after the facts came back, the page has drawn what they changed: the tile stays a link.
    await twoFrames(page);
    expect(await tile(page).getAttribute('aria-haspopup')).toBeNull();
    await tile(page).click();
    await page.waitForURL(/\/join-now\/$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('opens the offer for an active member paying by Epoch: clip, images, price; passes axe; Escape and Close give the focus back to the tile', async () => {
    const { context, page, dashboardCalls } = await categories('active@demo.test');
    const link = await offerTile(page);
    // Fetched ahead, once.
    expect(dashboardCalls).toHaveLength(1);
    await link.click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    expect(page.url()).toMatch(/\/categories\/$/);
    await dialog.getByText('$9.99 every month').waitFor();
    expect(await dialog.getByText(/Every MidnightVR scene/).isVisible()).toBe(true);
    const video = dialog.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline, v.poster !== ''])).toEqual([true, true, true, true]);
    expect(await video.getAttribute('src')).toMatch(/\/media\/clips\/preview-\d\.webm$/);
    // Main and middle-layer images with their mobile variants below 768 px; the small image.
    expect(await dialog.locator('picture source').evaluateAll((els) => els.map((e) => [e.getAttribute('media'), e.getAttribute('srcset')]))).toEqual([
      ['(max-width: 767px)', expect.stringMatching(/main-mobile\.svg$/)],
      ['(max-width: 767px)', expect.stringMatching(/layer-mobile\.svg$/)],
    ]);
    expect(await dialog.locator('img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src.split('/').pop()))).toEqual([
      expect.stringMatching(/-main\.svg$/),
      expect.stringMatching(/-layer\.svg$/),
      expect.stringMatching(/-small\.svg$/),
    ]);
    const axe = await new AxeBuilder({ page }).include('.popup-overlay').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tileFocused(page)).toBe(true);

    // From the keyboard: Enter on the focused tile opens it again; its close button closes it.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tileFocused(page)).toBe(true);
    expect(page.url()).toMatch(/\/categories\/$/);
    expect(dashboardCalls).toHaveLength(1);
    await context.close();
  });

  it('buys through the member-plus payment flow: Get Member Plus leads to the sandbox biller’s hosted page', async () => {
    const { context, page } = await categories('active@demo.test', { width: 390, height: 844 });
    await (await offerTile(page)).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('button', { name: 'Get Member Plus' }).click();
    await page.waitForURL(/\/billing\/epoch\/pay\/[^/]+\/$/, { timeout: 15_000 });
    expect(await page.getByText('9.99 USD').first().isVisible()).toBe(true);
    await context.close();
  });

  it('goes to the price’s customPaymentUrl when it has one, with no payment-URL request', async () => {
    const { context, page } = await categories('active@demo.test');
    const custom = 'https://partner-offer.test/join-now/?offer=member-plus';
    const paymentUrlCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/memberships/payment-url')) paymentUrlCalls.push(r.url());
    });
    await page.route('**/api/v1/member-plus-prices/**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: answer, json: { data: { ...body.data, customPaymentUrl: custom } } });
    });
    await context.route('https://partner-offer.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner offer</title><h1>Partner offer</h1>' }),
    );
    await (await offerTile(page)).click();
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Get Member Plus' }).click();
    await page.waitForURL(custom, { timeout: 15_000 });
    expect(paymentUrlCalls).toEqual([]);
    await context.close();
  });
});
