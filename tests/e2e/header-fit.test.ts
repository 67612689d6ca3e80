/**
 * The desktop header fits (spec 000 §2.3: the desktop header is used above 1024 px): from 1025 px up, in every theme,
 * for a guest and for an active member with a token balance, the page does not scroll sideways and every control the
 * header carries for that visitor (the main menu, search, tokens, messages, bell, account menu, Log In / Join Now /
 * Log Out) is inside the viewport; the main menu's items that do not fit on its line are in its 'More'. At 390 px the
 * mobile header fits too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sitePresets } from '../../app/config/sites.ts';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { MEMBER_ACCOUNT } from '../support/routes.ts';

const WIDTHS = [390, 1025, 1280, 1440, 1700, 1920] as const;

/** How the page fits at its width: the document's width, and the header's visible controls that are not inside the viewport. */
const howItFits = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const outside = Array.from(document.querySelectorAll<HTMLElement>('header.site-header a[href], header.site-header button'))
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return (
          rect.width > 0 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && (rect.left < -0.5 || rect.right > width + 0.5)
        );
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`);
    // Every main menu item is on the line or in 'More' (none at 390 px: the mobile header has no main menu).
    const items = document.querySelectorAll('header li[data-nav-item]');
    const onLine = Array.from(items).filter((li) => li.checkVisibility({ checkVisibilityCSS: true })).length;
    const inMore = document.querySelectorAll('header li[data-nav-more]:not([inert]) .main-nav__more-link').length;
    const menu = width > 1024 ? { items: items.length, reachable: onLine + inMore } : null;
    return { documentWidth: document.documentElement.scrollWidth, outside, menu };
  });

/** The header controls a visitor must find: by accessible name, for the desktop header. */
const DESKTOP_CONTROLS = {
  guest: ['Log In', 'Join Now'],
  member: ['Account menu', 'Log Out'],
} as const;

for (const theme of ['velvet', 'midnight', 'lumen'] as const) {
  describe(`${theme} (${sitePresets[theme].theme})`, () => {
    const run = siteAndBrowser({ env: { SITE: theme } });
    for (const visitor of ['guest', 'member'] as const)
      it(`${visitor}: the page is no wider than the screen and the header's controls are all on it at ${WIDTHS.join(', ')} px`, async () => {
        const context = await visitorContext(run.browser, run.site.url, { email: visitor === 'member' ? MEMBER_ACCOUNT : undefined });
        try {
          const page = await context.newPage();
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(`${run.site.url}/videos/`);
            await waitForApp(page);
            await page.waitForLoadState('networkidle');
            const found = await howItFits(page);
            expect({ width, ...found }).toEqual({
              width,
              documentWidth: width,
              outside: [],
              menu: found.menu && { items: found.menu.items, reachable: found.menu.items },
            });
            if (found.menu) expect(found.menu.items).toBeGreaterThan(0);
            if (width > 1024)
              for (const name of DESKTOP_CONTROLS[visitor]) {
                const control = page.getByRole('banner').getByRole(name === 'Account menu' ? 'button' : 'link', { name, exact: true });
                expect({ width, name, visible: await control.isVisible() }).toEqual({ width, name, visible: true });
              }
          }
        } finally {
          await context.close();
        }
      }, 120_000);
  });
}
