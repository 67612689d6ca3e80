/**
 * Promotional landing pages and the page constructor (spec 000 §2.2, §2.3 '18+ splash screen'): /tour/
 * agrees to the splash by itself, constructor pages render their sections server-side with their head, and an
 * unknown slug is the 404 screen with HTTP 404.
 */
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

const PROMO_PATHS = [
  '/tour/',
  '/sneak-peek-2020/',
  '/time-capsule/',
  '/wc-2018/',
  '/halloween/',
  '/date-night/',
  '/anniversary/',
  '/worldcup2022/',
  '/space-odyssey/',
  '/scent-vr/',
  '/summer-splash/',
  '/scent-of-the-sea/',
  '/scent-of-the-forest/',
];
const SPLASH = 'Warning: This Website is for Adults Only!';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

const text = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
type Section = { type: string; heading: string; videos?: { title: string }[]; models?: { title: string }[] };
const constructorPage = async (slug: string) =>
  ((await (await fetch(`${run.site.url}/api/content/v1/page-constructor/${slug}`)).json()) as { item: { title: string; sections: Section[] } }).item;

describe('promo pages without JavaScript', () => {
  it.each(PROMO_PATHS)('%s has its title, canonical, description, Open Graph, Twitter card and sections', async (path) => {
    const page = await constructorPage(path.slice(1, -1));
    const res = await fetch(`${run.site.url}${path}`, { headers: { cookie: 'cookie_consent=accepted' } });
    expect(res.status).toBe(200);
    const html = text(await res.text());
    expect(html).toMatch(new RegExp(`<title>${page.title} - [^<]+</title>`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]*${path.replace(/\//g, '\\/')}"`));
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="[^"]+"/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${page.title}</h1>`));
    for (const s of page.sections) if (s.type !== 'hero') expect(html).toContain(s.heading);
    const rail = page.sections.find((s) => s.type === 'videoRail');
    expect(html).toContain(rail?.videos?.[0]?.title ?? 'a video title');
  });

  it('/tour/ sets the age cookie for 30 days on its first answer, and renders no 18+ splash', async () => {
    const res = await fetch(`${run.site.url}/tour/`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('age_verified_18=1'));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`Max-Age=${THIRTY_DAYS}`);
    expect(await res.text()).not.toContain(SPLASH);
    // Another promo page does not agree for the visitor.
    const other = await fetch(`${run.site.url}/halloween/`);
    expect(other.headers.getSetCookie().some((c) => c.startsWith('age_verified_18='))).toBe(false);
  });

  it('an unknown slug is the 404 screen with HTTP 404, and the routes it could shadow still answer', async () => {
    for (const path of ['/no-such-promo/', '/Not_A_Slug/']) {
      const res = await fetch(`${run.site.url}${path}`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toMatch(/<title>Nothing found for /);
    }
    for (const path of ['/videos/', '/models/', '/login/', '/faq/', '/blog/']) {
      const res = await fetch(`${run.site.url}${path}`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain('Nothing found for');
    }
  });
});

describe("a generic page at /{slug}/ (spec 000 §2.4 'Static pages')", () => {
  it("/about/, which the footer links to, is the content API's page: 200, its title and text, canonical at its path", async () => {
    const item = ((await (await fetch(`${run.site.url}/api/content/v1/pages/about`)).json()) as { item: { title: string; text: string } }).item;
    const res = await fetch(`${run.site.url}/about/`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
    expect(res.status).toBe(200);
    const html = text(await res.text());
    expect(html).toMatch(new RegExp(`<title>${item.title} - [^<]+</title>`));
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/about\/"/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${item.title}</h1>`));
    expect(html).toContain(
      text(item.text)
        .replace(/<[^>]+>/g, '')
        .slice(0, 40),
    );
    expect(html).not.toContain('Nothing found for');
  });
});

describe('promo pages in the browser', () => {
  it('/tour/ in a fresh browser shows no 18+ splash, keeps the age cookie, and the next page shows none either', async () => {
    const context = await run.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${run.site.url}/tour/`);
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1, name: 'Take the Tour' }).isVisible()).toBe(true);
      expect(await page.getByText(SPLASH).count()).toBe(0);
      const age = (await context.cookies()).find((c) => c.name === 'age_verified_18');
      expect(age?.value).toBe('1');
      expect((age?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(THIRTY_DAYS - 120);
      await page.goto(`${run.site.url}/videos/`);
      await waitForApp(page);
      expect(await page.getByText(SPLASH).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a scent constructor page renders its hero heading and call to action, a video rail and a model rail', async () => {
    const data = await constructorPage('scent-of-the-sea');
    const videoRail = data.sections.find((s) => s.type === 'videoRail');
    const modelRail = data.sections.find((s) => s.type === 'modelRail');
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      { name: 'age_verified_18', value: '1', url: run.site.url },
      { name: 'cookie_consent', value: 'accepted', url: run.site.url },
    ]);
    const page = await context.newPage();
    try {
      await page.goto(`${run.site.url}/scent-of-the-sea/`);
      await waitForApp(page);
      expect(await page.getByRole('heading', { level: 1, name: 'Scent of the Sea' }).isVisible()).toBe(true);
      const hero = page.getByRole('region', { name: 'Scent of the Sea' });
      expect(await hero.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/join-now/');
      const videos = page.getByRole('list', { name: videoRail?.heading ?? 'missing' });
      expect(await videos.locator(':scope > li').count()).toBe(videoRail?.videos?.length);
      expect(await videos.getByRole('heading', { name: videoRail?.videos?.[0]?.title ?? 'missing' }).count()).toBe(1);
      const models = page.getByRole('list', { name: modelRail?.heading ?? 'missing' });
      expect(await models.locator(':scope > li').count()).toBe(modelRail?.models?.length);
      expect(await page.getByRole('link', { name: 'Get Full Access' }).getAttribute('href')).toBe('/join-now/');
      // A card opens its video inside the app.
      await videos.locator(':scope > li').first().getByRole('link').first().click();
      await page.waitForURL(/\/videos?\/[^/]+\/$/);
    } finally {
      await context.close();
    }
  });
});
