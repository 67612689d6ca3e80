/**
 * Keyboard (issue: every control reachable and operable, focus visible, skip link to the main content, dialogs trap
 * and return focus), at 390 and 1440 px, as a returning visitor (18+ splash agreed, cookie banner answered), and on the
 * member dashboard's pages signed in as an active member. The splash's own focus trap is in chrome.test.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { MEMBER_ACCOUNT, memberRoutes, memberShopRoutes, siteRoutes } from '../support/routes.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';

const WIDTHS = [390, 1440] as const;

let site: RunningSite;
let browser: Browser;
let routes: string[];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  // A few routes of every kind: home, lists, details, the form, a static page.
  const all = await siteRoutes(site.url);
  routes = all.filter((r) => !r.includes('?') && r !== '/404/' && r !== '/terms-and-conditions/');
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function returningVisitor(width: number, signedInAs?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([
    { name: 'age_verified_18', value: '1', url: site.url },
    { name: 'cookie_consent', value: 'accepted', url: site.url },
  ]);
  if (signedInAs) {
    // The site's JSON login sets the token cookies on the context.
    const res = await context.request.post(`${site.url}/session/login/`, { data: { email: signedInAs, password: 'demo1234' } });
    if (!res.ok()) throw new Error(`signing in ${signedInAs} answered ${res.status()}`);
  }
  return context;
}

/** Who visits which routes: a guest the site's routes, an active member the dashboard (issue 15). */
const visits = (): { account?: string; paths: string[] }[] => [
  { paths: routes },
  { account: MEMBER_ACCOUNT, paths: [...memberRoutes(), ...memberShopRoutes()] },
];

/** Opens a route and waits until the client has hydrated (react-aria and the router handle keys after it). */
async function open(page: Page, route: string) {
  await page.goto(`${site.url}${route}`);
  await page.waitForLoadState('networkidle');
}

/** What is focused, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${label}"`;
  });

/**
 * Marks every visible, enabled interactive element with data-kb (links, buttons, form fields, summaries,
 * tabindex ≥ 0) and records how it looks unfocused; returns how many. Radios of one group count once (one tab stop:
 * the checked one, or the first).
 */
const markInteractive = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
    let n = 0;
    const radioGroups = new Set<string>();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const tabindex = el.getAttribute('tabindex');
      if (tabindex !== null && Number(tabindex) < 0) continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        // The group's tab stop is its checked radio, or its first when none is checked.
        const checked = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).some(
          (r) => r.name === el.name && r.form === el.form && r.checked,
        );
        if (radioGroups.has(el.name) || (checked && !el.checked)) continue;
        radioGroups.add(el.name);
      }
      const style = getComputedStyle(el);
      el.dataset.kb = String(n++);
      el.dataset.kbRest = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
    }
    return n;
  });

type Stop = { kb: string | null; name: string; indicator: boolean };

/** The element focused now: its mark, a name, and whether it shows a focus indicator it does not show unfocused. */
const currentStop = (page: Page): Promise<Stop> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { kb: null, name: 'body', indicator: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    const now = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
    const rest = el.dataset.kbRest;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== rest?.split('|')[1];
    const radio = el instanceof HTMLInputElement && el.type === 'radio';
    return {
      kb:
        el.dataset.kb ??
        (radio ? (document.querySelector<HTMLElement>(`input[name="${el.getAttribute('name')}"][data-kb]`)?.dataset.kb ?? null) : null),
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      indicator: (outline || shadow) && now !== rest,
    };
  });

/**
 * Focus inside a frame (an iframe ad banner: another document, which the page cannot style): the frame is the focused
 * element of the page, and the indicator to look for is the one the framed document draws on its own focused control.
 */
async function framedStop(page: Page, stop: Stop): Promise<Stop> {
  const handle = await page.evaluateHandle(() => document.activeElement);
  const frame = await handle.asElement()?.contentFrame();
  await handle.dispose();
  if (!frame) return stop;
  const inner = await frame.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      indicator: (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
  return inner ? { ...stop, name: `${stop.name} > ${inner.name}`, indicator: inner.indicator } : stop;
}

describe('keyboard', () => {
  for (const width of WIDTHS) {
    it(`${width} px: the first Tab lands on a skip link to the main content, and Enter moves focus there`, async () => {
      for (const { account, paths } of visits()) {
        const context = await returningVisitor(width, account);
        const page = await context.newPage();
        try {
          for (const route of paths) {
            await open(page, route);
            await page.keyboard.press('Tab');
            const skip = await page.evaluate(() => {
              const el = document.activeElement as HTMLAnchorElement | null;
              const rect = el?.getBoundingClientRect();
              const target = el?.hash ? document.querySelector(el.hash) : null;
              return {
                text: el?.textContent?.trim(),
                target: target?.tagName.toLowerCase(),
                visible: Boolean(rect && rect.width > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight),
              };
            });
            expect({ route, ...skip }).toEqual({ route, text: 'Skip to content', target: 'main', visible: true });
            await page.keyboard.press('Enter');
            await expect.poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()), { timeout: 2000 }).toBe('main');
            // The next Tab goes on from the main content, not from the top of the page.
            await page.keyboard.press('Tab');
            expect({ route, inMain: await page.evaluate(() => Boolean(document.activeElement?.closest('main'))) }).toEqual({ route, inMain: true });
          }
        } finally {
          await context.close();
        }
      }
    });

    // One test per visitor: each walks every control of each of its pages, which at 390 px took 250 s for both together
    // on a quiet machine (the limit is 300 s).
    for (const visitor of ['a guest', 'a member'] as const) {
      it(`${width} px, ${visitor}: Tab reaches every visible control of a page, each with a visible focus indicator`, async () => {
        for (const { account, paths } of visits().filter((v) => (visitor === 'a member') === (v.account !== undefined))) {
          const context = await returningVisitor(width, account);
          const page = await context.newPage();
          try {
            for (const route of paths) {
              await open(page, route);
              const count = await markInteractive(page);
              expect(count).toBeGreaterThan(0);
              // Tab until focus comes round to the skip link again; on the way out of the page (to the browser's own
              // controls) focus is on the body, anywhere else that means the focused control vanished under it.
              const sequence: Stop[] = [];
              for (let i = 0; i < count * 3 + 20; i++) {
                await page.keyboard.press('Tab');
                const stop = await framedStop(page, await currentStop(page));
                if (stop.kb === '0' && sequence.length > 0) break;
                sequence.push(stop);
              }
              while (sequence.at(-1)?.name === 'body') sequence.pop();
              const reached = new Set(sequence.flatMap((s) => (s.kb === null ? [] : [s.kb])));
              const focusLost = sequence.flatMap((s, i) => (s.name === 'body' ? [`after ${sequence[i - 1]?.name ?? 'the skip link'}`] : []));
              const withoutIndicator = sequence.filter((s) => s.name !== 'body' && !s.indicator).map((s) => s.name);
              const missed = await page.evaluate(
                (seen) =>
                  Array.from(document.querySelectorAll<HTMLElement>('[data-kb]'))
                    .filter((el) => !seen.includes(el.dataset.kb ?? ''))
                    .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`),
                [...reached],
              );
              expect({ route, focusLost }).toEqual({ route, focusLost: [] });
              expect({ route, missed }).toEqual({ route, missed: [] });
              expect({ route, withoutIndicator: [...new Set(withoutIndicator)] }).toEqual({ route, withoutIndicator: [] });
            }
          } finally {
            await context.close();
          }
        }
      }, 300_000);
    }
  }

  for (const key of ['Enter', 'Space'] as const) {
    it(`390 px: the mobile menu opens with ${key}, keeps Tab inside, closes with Escape and gives focus back to its button`, async () => {
      const context = await returningVisitor(390);
      const page = await context.newPage();
      try {
        await open(page, '/videos/');
        const opener = page.getByRole('button', { name: 'Open menu' });
        // Reach the button with the keyboard: Tab from the top of the page.
        for (let i = 0; i < 10 && !(await opener.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
        expect(await focused(page)).toContain('Open menu');
        await page.keyboard.press(key);
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect.poll(() => menu.isVisible()).toBe(true);
        const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-label="Menu"]')));
        await expect.poll(inMenu).toBe(true);
        const stops = await menu.locator('a[href], button').count();
        for (let i = 0; i < stops + 2; i++) {
          await page.keyboard.press('Tab');
          expect(await inMenu()).toBe(true);
        }
        for (let i = 0; i < stops + 2; i++) {
          await page.keyboard.press('Shift+Tab');
          expect(await inMenu()).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.isVisible()).toBe(false);
        await expect.poll(() => focused(page)).toContain('Open menu');
      } finally {
        await context.close();
      }
    });
  }

  it('1440 px: a member opens the account menu with Enter, moves in it with the arrows, closes it with Escape back on its button', async () => {
    const context = await returningVisitor(1440);
    const page = await context.newPage();
    try {
      await open(page, '/login/');
      await page.getByLabel('Email').fill('active@demo.test');
      await page.getByLabel('Password').fill('demo1234');
      await page.getByLabel('Password').press('Enter');
      // Signed in, the page goes on to its landing page, whose heading then takes focus: wait for that move, or it
      // takes focus from the menu opened meanwhile.
      await page.waitForURL((url) => !url.pathname.startsWith('/login/'), { timeout: 10_000 });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName === 'H1' || document.activeElement?.id === 'content'), { timeout: 10_000 })
        .toBe(true);
      const button = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
      await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
      // The menu's code arrives after the header shows a member: until then the button is a placeholder.
      await expect.poll(() => button.getAttribute('aria-haspopup'), { timeout: 10_000 }).toBe('true');
      for (const key of ['Enter', 'Space'] as const) {
        await button.focus();
        await page.keyboard.press(key);
        const menu = page.getByRole('menu', { name: 'Account menu' });
        await expect.poll(() => menu.isVisible()).toBe(true);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
        const first = await focused(page);
        await page.keyboard.press('ArrowDown');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
        expect(await focused(page)).not.toBe(first);
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.count()).toBe(0);
        await expect.poll(() => focused(page)).toContain('Account menu');
      }
    } finally {
      await context.close();
    }
  });

  it("the splash's Terms of Service opens with Enter, keeps Tab inside, closes with Escape and gives focus back to the link", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await open(page, '/');
      const splash = page.getByRole('dialog').filter({ hasText: 'Warning: This Website is for Adults Only!' });
      await expect.poll(() => splash.isVisible()).toBe(true);
      const link = splash.getByRole('link', { name: 'Terms of Service' });
      for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('Terms of Service');
      await page.keyboard.press('Enter');
      const terms = page.getByRole('dialog', { name: /terms/i }).filter({ hasNotText: 'Warning: This Website' });
      // The panel's code and its text are fetched when it opens: give a busy machine the time a visitor would.
      await expect.poll(() => terms.isVisible(), { timeout: 10_000 }).toBe(true);
      // The nearest dialog around focus is the terms one (the splash, a dialog too, holds it).
      const inTerms = () =>
        page.evaluate(() => {
          const dialog = document.activeElement?.closest('[role="dialog"]');
          return Boolean(dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent === 'Terms and Conditions');
        });
      await expect.poll(inTerms).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await inTerms()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => terms.count()).toBe(0);
      expect(await splash.isVisible()).toBe(true);
      await expect.poll(() => focused(page)).toContain('Terms of Service');
    } finally {
      await context.close();
    }
  });
});
