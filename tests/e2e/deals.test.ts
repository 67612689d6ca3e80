/**
 * Deals in Chromium (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel', §4 'Deal countdown and texts', §9
 * 'Deals'): /deals/ is server-rendered with the cards by sort, the 'N% Off' sticker only on the discounted ones and the
 * countdowns at their timers; in the browser a countdown goes down a second per second and a card's text changes after
 * 5 s; a card opens its partner's link in a new tab; the slides follow the width; the header's Deals link leads there.
 * The maintenance page (a site of its own with its own database, the flag switched on by the developer call before its
 * first page) shows 'Try our partners' with placeholders, then the maintenance deals: 1, 2 and 3 slides in view at
 * 390, 800 and 1440 px, 10 or 30 px apart.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../contracts/deals.ts';
import { discountSticker } from '../../domain/deals.ts';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { appEffectsRan, trackAppEffects } from '../support/app-effects.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { devHeaders } from '../support/dev-secret.ts';

const dealsOf = async (siteUrl: string): Promise<Deal[]> =>
  ((await (await fetch(`${siteUrl}/api/content/v1/deals`)).json()) as { data: { items: Deal[] } }).data.items;

const seconds = (clock: string | null) => {
  const [h = 0, m = 0, s = 0] = (clock ?? '').split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** A card by its deal's title (its one link's name). */
const cardOf = (page: Page, title: string) => page.locator('.deal-card', { has: page.getByRole('link', { name: title, exact: true }) });

describe('/deals/', () => {
  const run = siteAndBrowser();

  it("is server-rendered: 'Deals', the cards by sort, 'N% Off' only on discounted deals, countdowns at their timers", async () => {
    const deals = [...(await dealsOf(run.site.url))].sort((a, b) => a.sort - b.sort);
    expect(deals.length).toBeGreaterThanOrEqual(8);
    const res = await fetch(`${run.site.url}/deals/`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Deals - [^<]+<\/title>/);
    expect(html).toContain('<h1 class="deals-page__title">Deals</h1>');
    const cards = html.split('<div class="deal-card deal-card--').slice(1);
    expect(cards.map((card) => /class="deal-card__link"[^>]*>([^<]+)</.exec(card)?.[1])).toEqual(deals.map((d) => d.title));
    deals.forEach((deal, i) => {
      const card = cards[i] ?? '';
      expect(card.startsWith(deal.variant), deal.title).toBe(true);
      const sticker = discountSticker(deal.oldPrice, deal.newPrice);
      if (sticker) expect(card, deal.title).toContain(`<span class="deal-card__sticker">${sticker}</span>`);
      else expect(card, deal.title).not.toContain('deal-card__sticker');
      const timer = /role="timer">([^<]+)</.exec(card)?.[1];
      if (deal.timer > 0) expect(seconds(timer ?? null), deal.title).toBe(deal.timer);
      else expect(timer, deal.title).toBeUndefined();
    });
    // Some with a sticker, some without (the seed has both).
    expect(cards.some((c) => c.includes('deal-card__sticker'))).toBe(true);
    expect(cards.some((c) => !c.includes('deal-card__sticker'))).toBe(true);
  });

  it('in the browser: a countdown goes down a second per second, a text changes after 5 s, a card opens its link in a new tab', async () => {
    const deals = await dealsOf(run.site.url);
    const timed = deals.find((d) => d.timer >= 3600);
    const rotating = deals.find((d) => d.notificationTexts.length >= 2);
    if (!timed || !rotating) throw new Error('the seed has no deal with a long timer or with 2 texts');
    const context = await visitorContext(run.browser, run.site.url);
    try {
      await context.route(/^https:\/\/[a-z-]+\.example\//, (route) => route.fulfill({ body: 'partner site', contentType: 'text/plain' }));
      // The countdowns and the texts run on the page's clock, moved by hand once the cards' machine runs.
      await trackAppEffects(context);
      await context.clock.install();
      const page = await context.newPage();
      await page.goto(`${run.site.url}/deals/`);
      await appEffectsRan(page);
      const timer = cardOf(page, timed.title).getByRole('timer');
      const first = seconds(await timer.textContent());
      await page.clock.runFor(2000);
      const second = seconds(await timer.textContent());
      expect(first - second).toBeGreaterThanOrEqual(1);
      expect(first - second).toBeLessThanOrEqual(3);
      expect(second).toBeLessThan(timed.timer);

      const note = cardOf(page, rotating.title).locator('.deal-card__note');
      expect(rotating.notificationTexts).toContain(await note.textContent());
      // The texts change 5 s after the start, with the countdown's fifth second (it started at the deal's timer).
      const elapsed = timed.timer - second;
      if (elapsed < 5) await page.clock.runFor((5 - elapsed) * 1000);
      await expect.poll(() => note.textContent(), { timeout: 8000, interval: 250 }).toBe(rotating.notificationTexts[1]);

      const link = page.getByRole('link', { name: timed.title, exact: true });
      expect(await link.getAttribute('href')).toBe(timed.btnLink);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      // A click anywhere on the card (here, on its prices) follows the link.
      const [partner] = await Promise.all([
        context.waitForEvent('page'),
        cardOf(page, timed.title).locator('.deal-card__prices').click({ force: true }),
      ]);
      await partner.waitForLoadState();
      expect(partner.url()).toBe(timed.btnLink);
      expect(page.url()).toBe(`${run.site.url}/deals/`);
    } finally {
      await context.close();
    }
  });

  it('shows the mobile slides below 768 px and the desktop ones above', async () => {
    for (const [width, shown, hidden] of [
      [390, 'mobile', 'desktop'],
      [1440, 'desktop', 'mobile'],
    ] as const) {
      const context = await visitorContext(run.browser, run.site.url, { viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${run.site.url}/deals/`);
        expect(await page.locator(`.deal-slides--${shown}`).isVisible(), `${width} px`).toBe(true);
        expect(await page.locator(`.deal-slides--${hidden}`).isVisible(), `${width} px`).toBe(false);
      } finally {
        await context.close();
      }
    }
  });

  it("loads swiper only when the visitor reaches for the slides; 'Next slide' pressed on the still slides shows the second", async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${run.site.url}/deals/`);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => /swiper|DealSlider/.test(path))).toEqual([]);
      const slides = page.getByRole('region', { name: 'Featured deals' }).and(page.locator('.deal-slides--desktop'));
      const images = slides.locator('.swiper-slide img');
      expect(await images.count()).toBeGreaterThan(1);
      const second = await images.nth(1).getAttribute('alt');
      await slides.getByRole('button', { name: 'Next slide' }).click();
      await slides.locator('.swiper-initialized').waitFor();
      expect(scripts.some((path) => /swiper-core/.test(path))).toBe(true);
      await expect.poll(() => slides.locator('.swiper-slide-active img').getAttribute('alt')).toBe(second);
      // The carousel's own arrows go on from there.
      await slides.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(() => slides.locator('.swiper-slide-active img').getAttribute('alt')).not.toBe(second);
    } finally {
      await context.close();
    }
  });

  it("the header's Deals link leads to the page", async () => {
    const context = await visitorContext(run.browser, run.site.url);
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/videos/`);
      await waitForApp(page);
      await page.locator('header').getByRole('link', { name: /Deals/ }).first().click();
      await page.waitForURL(`${run.site.url}/deals/`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Deals');
      expect(await page.locator('.deal-card').count()).toBeGreaterThanOrEqual(8);
    } finally {
      await context.close();
    }
  });
});

describe('the maintenance page', () => {
  // A site of its own, so no other test meets the maintenance page; the flag is switched on before its first page
  // (the site keeps the flag's answer in its request cache once asked).
  const run = siteAndBrowser();
  beforeAll(async () => {
    const res = await fetch(`${run.site.url}/api/dev/maintenance`, {
      method: 'POST',
      headers: { ...devHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ isActive: true }),
    });
    expect(res.status).toBe(200);
  });

  it("shows 'Try our partners' with 3 placeholder cards while the deals load, then only the maintenance deals", async () => {
    const maintenance = (await dealsOf(run.site.url)).filter((d) => d.type === 'maintenance').sort((a, b) => a.sort - b.sort);
    expect(maintenance.length).toBeGreaterThanOrEqual(4);
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/content/v1/deals', async (route) => {
        await held;
        await route.continue();
      });
      const res = await page.goto(`${run.site.url}/`);
      expect(res?.status()).toBe(503);
      // The server's page says it, and so does the live one (read once the app is live: a CI run of stop 55 read the
      // heading and then, an instant later, found no 'We`ll be back' line in the page while it hydrated; not reproduced).
      expect(await res?.text()).toContain('We`ll be back Shortly!');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Website Maintenance');
      await page.getByRole('heading', { name: 'Try our partners' }).waitFor();
      await waitForApp(page);
      expect(await page.getByText('We`ll be back Shortly!').count()).toBe(1);
      // Visible ones: a fresh server streams the section after its shell, and React reveals it a frame later, so for
      // a moment the DOM holds the fallback's 3 cards and the hidden streamed section's 3.
      expect(await page.locator('.deal-placeholder:visible').count()).toBe(3);
      const top = await page.getByRole('heading', { level: 1 }).boundingBox();
      release();
      await page.locator('.deal-carousel .swiper-initialized').waitFor();
      expect(await page.locator('.deal-placeholder').count()).toBe(0);
      const titles = await page.locator('.deal-carousel .deal-card__link').allTextContents();
      expect(titles).toEqual(maintenance.map((d) => d.title));
      // The carousel takes the placeholders' place: nothing above it moved.
      expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBeCloseTo(top?.y ?? 0, 0);
    } finally {
      await context.close();
    }
  });

  it('shows 1 slide at 390 px (10 px apart), 2 at 800 px and 3 at 1440 px (30 px apart)', async () => {
    for (const [width, perView, gap] of [
      [390, 1, 10],
      [800, 2, 30],
      [1440, 3, 30],
    ] as const) {
      const context = await visitorContext(run.browser, run.site.url, { viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${run.site.url}/`);
        await page.locator('.deal-carousel .swiper-initialized').waitFor();
        const layout = await page.evaluate(() => {
          const frame = document.querySelector('.deal-carousel .swiper')?.getBoundingClientRect();
          const slides = Array.from(document.querySelectorAll('.deal-carousel .swiper-slide')).map((s) => s.getBoundingClientRect());
          const inView = slides.filter((r) => frame && r.width > 0 && r.left >= frame.left - 1 && r.right <= frame.right + 1);
          const [a, b] = slides;
          return { inView: inView.length, gap: a && b ? Math.round(b.left - a.right) : null };
        });
        expect({ width, ...layout }).toEqual({ width, inView: perView, gap });
      } finally {
        await context.close();
      }
    }
  });
});
