/**
 * The promo countdown banner in Chromium (spec 001 §2 'Promo countdown banner (promo timer)', §4, §6, §9): the seeded
 * promotion runs to the end of the year it was seeded in (backend/seed/demo-calendar.ts), in Los Angeles. A guest gets
 * the banner in the server's HTML (image by width, the description, 'Offer ends in' and a countdown that goes down every second); 'Close promotion' hides it and sets the
 * cookie for a day, so a reload leaves it out; a signed-in member never gets it.
 */
import { offerYear, seedDay } from '../../backend/seed/demo-calendar.ts';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

/** 'N days HH:mm:ss' or 'HH:mm:ss' as seconds. */
const secondsOf = (text: string): number => {
  const match = /^(?:(\d+) days? )?(\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a countdown: ${text}`);
  const [, d = '0', h, m, s] = match;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
};

describe('promo countdown banner', () => {
  it('a guest sees it with a countdown that goes down; closing hides it, also after a reload (the cookie)', async () => {
    const context = await visitorContext(run.browser, run.site.url);
    try {
      const page = await context.newPage();
      const html = await (await context.request.get(`${run.site.url}/videos/`)).text();
      expect(html).toContain('Offer ends in');
      await page.goto(`${run.site.url}/videos/`);
      const banner = page.getByRole('region', { name: 'Promotion' });
      expect(await banner.getByText('Year-end offer: save 50% on a 1-year membership').count()).toBe(1);
      expect(await banner.getByRole('link', { name: 'Get the offer' }).getAttribute('href')).toBe('/join-now/');
      expect(await banner.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/year-end-desktop\.svg$/);
      const timer = banner.getByRole('timer');
      expect(await timer.getAttribute('aria-label')).toMatch(/^Offer ends in \d+ days/);
      await waitForApp(page);
      const before = secondsOf((await timer.textContent()) ?? '');
      // The deadline is the end of the offer year's last day in Los Angeles (UTC−8): the countdown agrees with the page's clock.
      const expected = Math.floor((Date.UTC(offerYear(seedDay()) + 1, 0, 1, 8) - Date.now()) / 1000);
      expect(Math.abs(before - expected)).toBeLessThan(15);
      await expect.poll(async () => secondsOf((await timer.textContent()) ?? ''), { timeout: 5000 }).toBeLessThan(before);

      await banner.getByRole('button', { name: 'Close promotion' }).click();
      expect(await banner.count()).toBe(0);
      const cookie = (await context.cookies(run.site.url)).find((c) => c.name === 'promo-banner-closed');
      expect(cookie?.path).toBe('/');
      const day = cookie ? cookie.expires - Date.now() / 1000 : 0;
      expect(day).toBeGreaterThan(86_400 - 60);
      expect(day).toBeLessThanOrEqual(86_400 + 1);

      await page.reload();
      expect(await page.getByRole('region', { name: 'Promotion' }).count()).toBe(0);
      await page.goto(`${run.site.url}/models/`);
      expect(await page.getByRole('region', { name: 'Promotion' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the mobile image and layout on a phone and in landscape up to 844 px, the tablet image at 800 px; only the image shown is fetched, a phone’s preloaded from the head', async () => {
    for (const [width, height, image, bannerHeight] of [
      [390, 844, 'mobile', 176],
      [844, 390, 'mobile', 176],
      [800, 1000, 'tablet', 128],
      [900, 600, 'tablet', 128],
      [1440, 900, 'desktop', 128],
    ] as const) {
      const context = await visitorContext(run.browser, run.site.url, { viewport: { width, height } });
      try {
        const page = await context.newPage();
        const fetched: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/promo-timer/')) fetched.push(request.url().split('/').pop() ?? '');
        });
        await page.goto(`${run.site.url}/models/`, { waitUntil: 'load' });
        const banner = page.locator('.promo-banner');
        expect(await banner.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc), `${width}x${height}`).toMatch(
          new RegExp(`year-end-${image}\\.svg$`),
        );
        expect((await banner.boundingBox())?.height, `${width}x${height}`).toBe(bannerHeight);
        // On a phone the picture's source is the page's largest paint: it is preloaded at high priority by the mobile
        // query only, so wider screens skip it and each screen fetches one image.
        expect(fetched, `${width}x${height}`).toEqual([`year-end-${image}.svg`]);
        const preloads = await page.evaluate(() =>
          Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][media]'))
            .filter((link) => matchMedia(link.media).matches)
            .map((link) => `${link.href.split('/').pop()} ${link.getAttribute('fetchpriority')}`),
        );
        expect(preloads, `${width}x${height}`).toEqual(image === 'mobile' ? ['year-end-mobile.svg high'] : []);
      } finally {
        await context.close();
      }
    }
  });

  it('a signed-in member does not see it', async () => {
    for (const email of ['active@demo.test', 'inactive@demo.test']) {
      const context = await visitorContext(run.browser, run.site.url, { email });
      try {
        const page = await context.newPage();
        await page.goto(`${run.site.url}/videos/`);
        await waitForApp(page);
        expect(await page.getByRole('region', { name: 'Promotion' }).count(), email).toBe(0);
      } finally {
        await context.close();
      }
    }
  });
});
