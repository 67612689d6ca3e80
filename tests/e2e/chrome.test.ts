/**
 * The site chrome as a visitor meets it: the mobile menu at phone width, the card preview on hover, the
 * cookie banner's Reject kept for the session only, and the footer of every page.
 */
import { describe, expect, it } from 'vitest';
import { holdAppCode, visitorContext, waitForApp } from '../support/browser.ts';
import { appEffectsRan, trackAppEffects } from '../support/app-effects.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

const agreed = (url: string) => [{ name: 'age_verified_18', value: '1', url }];

/** A returning visitor's page that notes the sealed documents it fetches (addresses containing `docPath`) and its errors. */
async function watchedPage(docPath: string) {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(agreed(run.site.url));
  const page = await context.newPage();
  const fetched: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(docPath)) fetched.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('preload')) errors.push(message.text());
  });
  return { context, page, fetched, errors };
}

describe('site chrome', () => {
  it('uses the mobile menu at phone width, with Log In and Join Now for a guest', async () => {
    const context = await run.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies(agreed(run.site.url));
    const page = await context.newPage();
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Videos' }).first().isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: /join now/i }).count()).toBeGreaterThan(0);
    expect(await menu.getByRole('link', { name: 'Log In' }).count()).toBeGreaterThan(0);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it('closes the mobile menu when one of its links navigates (spec 000 §2.3)', async () => {
    const context = await run.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies(agreed(run.site.url));
    const page = await context.newPage();
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Videos' }).first().click();
    await page.waitForURL(/\/videos\/$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it('opens the Terms of Service from the 18+ splash, with the terms page, and closes it', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await trackAppEffects(context);
    const page = await context.newPage();
    await page.goto(`${run.site.url}/videos/`);
    await waitForApp(page);
    const splash = page.getByRole('dialog').filter({ hasText: 'Warning: This Website is for Adults Only!' });
    await expect.poll(() => splash.isVisible()).toBe(true);
    // The splash comes after the main element: its link opens the modal once hydration has reached it too (until then
    // a click follows the plain link to the terms page).
    await appEffectsRan(page);
    await splash.getByRole('link', { name: 'Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: /terms/i }).filter({ hasNotText: 'Warning: This Website' });
    await expect.poll(() => terms.isVisible()).toBe(true);
    // The modal shows the page loaded from the content API, and the page behind did not change.
    await expect.poll(() => terms.getByRole('heading').textContent()).toBe('Terms and Conditions');
    expect(await terms.textContent()).toContain('These terms govern your use of this website.');
    expect(await terms.textContent()).not.toContain('No terms text available');
    expect(new URL(page.url()).pathname).toBe('/videos/');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => terms.count()).toBe(0);
    expect(await splash.isVisible()).toBe(true);
    await context.close();
  });

  it('shows the desktop menu above 1024 px with dropdown tiles', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(agreed(run.site.url));
    const page = await context.newPage();
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    // The dropdowns' tiles are not in the server HTML; they are added once the page is live.
    await expect.poll(() => nav.locator('img').count()).toBeGreaterThan(0);
    // A category tile's alt text carries the configured SEO suffix (spec 000 §2.3; the default ' VR Porn').
    const categoryTile = nav.locator('a[href^="/categories/"] img').first();
    expect(await categoryTile.getAttribute('alt')).toMatch(/\S VR Porn$/);
    // Hovering opens a dropdown; a click on a tile navigates and the dropdown closes, the pointer still over it.
    const item = nav.locator('.main-nav__item--dropdown').first();
    await item.hover();
    const dropdown = item.locator('.main-nav__dropdown');
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    const before = page.url();
    await dropdown.getByRole('link').first().click();
    await expect.poll(() => page.url()).not.toBe(before);
    await expect.poll(() => dropdown.isVisible()).toBe(false);
    await context.close();
  });

  it("keeps a member's main menu as it first showed when the header's tokens and messages arrive (their places are held)", async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // The tools' machines arrive once the page is interactive; on a busy machine that is seconds later.
    await page.route(/\/assets\/(cam-session|messenger|token-purchase)[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${run.site.url}/main-dashboard/`);
    await waitForApp(page);
    // The line as the member first sees it once the menu has measured itself (the header may hydrate after the app
    // starts on a busy machine; before that the server's line is every item, clipped).
    await page.locator('.main-nav[data-measured]').waitFor();
    const onLine = () =>
      page.evaluate(() =>
        // An item's own link (its dropdown's tiles arrive later in the same item).
        Array.from(document.querySelectorAll('.main-nav li[data-nav-item]:not(.main-nav__item--off) > a')).map((a) => a.textContent?.trim()),
      );
    const first = await onLine();
    await expect.poll(() => page.getByRole('button', { name: /^Tokens: / }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^Messages/ }).isVisible()).toBe(true);
    expect({ first, settled: await onLine() }).toEqual({ first, settled: first });
    expect(first.length).toBeGreaterThan(0);
    await context.close();
  });

  it("keeps a member's header tools at their size beside the main menu before the app measures it (the menu takes what is left)", async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: 'active@demo.test', viewport: { width: 1440, height: 900 } });
    const release = await holdAppCode(context, run.site.url);
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/main-dashboard/`, { waitUntil: 'commit' });
      await page.locator('.site-header__tools .tokens').waitFor({ state: 'attached' });
      // The site's stylesheet is in (its links come before the header).
      await expect
        .poll(() =>
          page.evaluate(() => document.styleSheets.length > 0 && getComputedStyle(document.querySelector('.site-header__tools') as Element).display),
        )
        .toBe('flex');
      // The server's page: every menu item on the line, clipped. The tools are as wide as without the menu beside them
      // (before: 44 px narrower, the tokens button squeezed, and the room they took back after the menu's first
      // measure sent three items to 'More' under the visitor's eyes).
      const widths = await page.evaluate(() => {
        const tools = document.querySelector('.site-header__tools');
        const nav = document.querySelector<HTMLElement>('.main-nav');
        if (!tools || !nav) return null;
        const beside = tools.getBoundingClientRect().width;
        nav.style.display = 'none';
        const alone = tools.getBoundingClientRect().width;
        nav.style.display = '';
        return { beside, alone };
      });
      expect(widths).not.toBeNull();
      expect(widths?.beside).toBe(widths?.alone);
    } finally {
      release();
      await context.close();
    }
  });

  it("carries the chrome once: its markup in the HTML, its data in a document cached for good (issue 35 'Root data once')", async () => {
    const cookie = 'age_verified_18=1; cookie_consent=accepted';
    const html = await (await fetch(`${run.site.url}/videos/`, { headers: { cookie } })).text();
    const href = /<link rel="preload" href="(\/_chrome\/[0-9a-f]{16}\.json)" as="fetch" crossorigin="anonymous"/.exec(html)?.[1];
    expect(href).toBeDefined();
    // The router's state names the document; it holds no menu, tile or footer column of its own.
    const state = [...html.matchAll(/<script[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    expect(state).toContain('$_TSR.router');
    expect(state).not.toContain('pullDownMenus');
    expect(state).not.toContain('headerMain');
    expect(state).not.toContain('footer:');
    const doc = await fetch(`${run.site.url}${href}`);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const chrome = (await doc.json()) as { headerMain: { label: string; pullDownMenus?: unknown[] }[]; footer: { title: string }[] };
    expect(chrome.headerMain.some((item) => (item.pullDownMenus ?? []).length > 0)).toBe(true);
    // What the markup shows is the document's: the footer's column titles.
    for (const column of chrome.footer) expect(html).toContain(column.title);
    // Another hash (a page rendered from older content) gets today's chrome, kept by nobody.
    const other = await fetch(`${run.site.url}/_chrome/0123456789abcdef.json`);
    expect(other.headers.get('cache-control')).toBe('no-store');
    expect(await other.json()).toEqual(chrome);

    // The page fetches the document once, from the preload, and hydrates from it without an error.
    const { context, page, fetched, errors } = await watchedPage('/_chrome/');
    await page.goto(`${run.site.url}/videos/`);
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => nav.locator('img').count()).toBeGreaterThan(0);
    expect(fetched).toEqual([href]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("carries the home page builder's cards once: their markup in the HTML, their data in a document fetched before hydration", async () => {
    const cookie = 'age_verified_18=1; cookie_consent=accepted';
    const html = await (await fetch(`${run.site.url}/`, { headers: { cookie } })).text();
    const href = /<link rel="preload" href="(\/_home\/[0-9a-f]{16}\.json)" as="fetch" crossorigin="anonymous"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const doc = await fetch(`${run.site.url}${href}`);
    expect(doc.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const cards = (await doc.json()) as { topVideos: { title: string }[]; latestVideos: { title: string }[]; seo: { metaDescription: string } };
    const titles = [...cards.topVideos, ...cards.latestVideos].map((video) => video.title);
    expect(titles.length).toBeGreaterThan(0);
    // The router's state names the document and holds none of its cards; the markup shows them.
    const state = [...html.matchAll(/<script[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    expect(state).toContain(href);
    for (const title of titles) {
      expect(state).not.toContain(JSON.stringify(title).slice(1, -1));
      expect(html).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }
    // The page's SEO crosses in the document too: the head shows it, the router's state does not repeat it.
    expect(cards.seo.metaDescription.length).toBeGreaterThan(0);
    expect(html).toContain(`<meta name="description" content="${cards.seo.metaDescription}"/>`);
    expect(state).not.toContain(cards.seo.metaDescription);

    // The page fetches the document once and hydrates the cards the server drew, as they are, without an error.
    const { context, page, fetched, errors } = await watchedPage('/_home/');
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverTitle?: Element | null }).serverTitle = document.querySelector('article.cat-card h3');
      }),
    );
    await page.goto(`${run.site.url}/`);
    await page.waitForFunction(() => Object.keys(document.querySelector('article.cat-card h3') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    expect(
      await page.evaluate(() => (window as { serverTitle?: Element | null }).serverTitle === document.querySelector('article.cat-card h3')),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([href]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a muted preview on a card after the pointer rests on it', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await context.addCookies(agreed(run.site.url));
    const page = await context.newPage();
    await page.goto(`${run.site.url}/videos/`);
    await waitForApp(page);
    expect(await page.locator('video.cat-card-preview').count()).toBe(0);
    await page.getByRole('heading', { level: 3 }).first().hover();
    await expect.poll(() => page.locator('video.cat-card-preview').count()).toBe(1);
    expect(await page.locator('video.cat-card-preview').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.mouse.move(5, 5);
    await expect.poll(() => page.locator('video.cat-card-preview').count()).toBe(0);
    await context.close();
  });

  it('keeps keyboard focus inside the 18+ splash and agrees with the keyboard, also while its modal is on its way', async () => {
    const context = await run.browser.newContext();
    const page = await context.newPage();
    // The modal (focus containment) comes with the first key press: held back for the first Tabs, a slow connection's.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/AgeSplashModal-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    const splash = page.getByRole('dialog').filter({ hasText: 'Warning: This Website is for Adults Only!' });
    await expect.poll(() => splash.isVisible()).toBe(true);
    const focusInSplash = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')?.textContent?.includes('Adults Only')));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(focusInSplash).toBe(true);
    }
    release();
    await page.locator('.age-splash__dialog').waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(focusInSplash).toBe(true);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await splash.getByRole('button', { name: 'I Agree' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => splash.isVisible()).toBe(false);
    expect((await context.cookies()).map((c) => c.name)).toContain('age_verified_18');
    await context.close();
  });

  it('remembers Reject for the browser session only', async () => {
    const context = await run.browser.newContext();
    await context.addCookies(agreed(run.site.url));
    const page = await context.newPage();
    await page.goto(`${run.site.url}/`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Reject' }).click();
    const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(consent?.value).toBe('rejected');
    expect(consent?.expires).toBe(-1);
    await context.close();
  });

  it('has the footer columns, the age-check notice, the UTC year and the social links', async () => {
    const html = await (await fetch(`${run.site.url}/models/`)).text();
    for (const title of ['Information', 'Network', 'Community', 'Contact Us']) expect(html).toContain(`>${title}<`);
    expect(html).toContain('Secure, anonymous age check compliant with global regulations.');
    expect(html).toContain(String(new Date().getUTCFullYear()));
    expect(html).toMatch(/aria-label="Twitter"|>Twitter</);
  });
});

describe('a visit from the VR app', () => {
  it('shows no cookie banner when x_platform_source=app, on every later page of that browser session', async () => {
    const context = await run.browser.newContext();
    await context.addCookies(agreed(run.site.url));
    // The banner shows 1 s after the app starts: the page's clock is moved past that once the app's machines run.
    await trackAppEffects(context);
    await context.clock.install();
    const page = await context.newPage();
    const pastTheBannerDelay = async () => {
      await appEffectsRan(page);
      await page.clock.runFor(1800);
    };
    await page.goto(`${run.site.url}/?x_platform_source=app`);
    await pastTheBannerDelay();
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    // A new document without the query: the mark is the session's, not the landing URL's.
    await page.goto(`${run.site.url}/models/`);
    await pastTheBannerDelay();
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    // Another browser session (no session cookie): the banner is back.
    const fresh = await run.browser.newContext();
    await fresh.addCookies(agreed(run.site.url));
    const other = await fresh.newPage();
    await other.goto(`${run.site.url}/models/`);
    await expect.poll(() => other.getByRole('region', { name: 'Cookie consent' }).count(), { timeout: 5000 }).toBe(1);
    await fresh.close();
    await context.close();
  });
});
