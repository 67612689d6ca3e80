/**
 * How a page fits its viewport, read in the page (the layout gate: tests/support/layout-gate.ts):
 *
 * - the document is no wider than the viewport (it would scroll sideways);
 * - no visible control of the header, the main menu or the page lies outside the viewport (what a scroller such as a
 *   carousel or a clipped menu hides is not visible, so not counted);
 * - no primary control (a link or button of the header or main) is covered at its centre by a fixed or sticky element
 *   (`elementFromPoint` says what a click there would hit): not by a pop-up that comes on its own (the fake-buy), where
 *   it came; and by the page's bars (header, header bar, promo banner, bottom menu, an open messenger panel) not
 *   wherever it is scrolled to (the middle of the viewport, or a third above or below it, as far as the page scrolls).
 *   Controls a modal hides from everything (aria-hidden, inert) are not primary;
 * - above 1024 px, every main menu item is on the menu's line or in its 'More', and the header carries the controls
 *   its visitor must find (`headerNames`: Log In, Join Now, Account menu, Log Out), visible and on the screen.
 *
 * Each finding is a line that names the control and says where it is.
 */
import type { Page } from 'playwright-core';

export type LayoutInput = {
  headerNames: readonly string[];
  /** Whether a pop-up that comes on its own came at this width (a later resize is the visitor's, not its landing). */
  popupCame: boolean;
};

/** Pop-ups that come on their own over the page, wherever the visitor is: the fake-buy pop-up. */
const ARRIVING = '.fake-buy';

export const layoutFindings = (page: Page, input: LayoutInput): Promise<string[]> =>
  page.evaluate(
    ({ headerNames, popupCame, arriving: ARRIVING }) => {
      const found: string[] = [];
      const width = window.innerWidth;
      const height = window.innerHeight;
      const name = (el: Element) => {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
        return `${el.tagName.toLowerCase()}${cls} "${label}"`;
      };
      const px = (n: number) => Math.round(n);

      const documentWidth = document.documentElement.scrollWidth;
      if (documentWidth > width) found.push(`the document is ${documentWidth} px wide in a ${width} px viewport`);

      /** The part of an element its scrolling or clipping ancestors leave visible (null: none). */
      const shownRect = (el: Element) => {
        const r = el.getBoundingClientRect();
        let left = r.left;
        let right = r.right;
        let top = r.top;
        let bottom = r.bottom;
        for (let a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.position === 'fixed') break;
          if (style.overflowX !== 'visible') {
            const ar = a.getBoundingClientRect();
            left = Math.max(left, ar.left);
            right = Math.min(right, ar.right);
          }
          if (style.overflowY !== 'visible') {
            const ar = a.getBoundingClientRect();
            top = Math.max(top, ar.top);
            bottom = Math.min(bottom, ar.bottom);
          }
        }
        return right - left < 1 || bottom - top < 1 ? null : { left, right, top, bottom };
      };
      const shown = (el: Element) =>
        !el.closest('[inert], [aria-hidden="true"]') &&
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        el.getBoundingClientRect().width >= 2 &&
        el.getBoundingClientRect().height >= 2;

      const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]';
      const header = document.querySelector('header.site-header');
      const main = document.querySelector('main');
      const controls = Array.from(document.querySelectorAll<HTMLElement>(CONTROLS)).filter(shown);

      // Outside the viewport: a visible control of the header, the main menu or the page.
      const inside: HTMLElement[] = [];
      for (const el of controls) {
        const r = shownRect(el);
        if (!r) continue;
        if (r.left < -0.5 || r.right > width + 0.5) found.push(`${name(el)} is outside the viewport (x ${px(r.left)}–${px(r.right)})`);
        else inside.push(el);
      }

      // Covered: a primary control under a fixed or sticky element that does not hold it.
      const floating = (el: Element | null) => {
        for (let a = el; a && a !== document.documentElement; a = a.parentElement) {
          const position = getComputedStyle(a).position;
          if (position === 'fixed' || position === 'sticky') return a;
        }
        return null;
      };
      const primary = inside.filter((el) => header?.contains(el) || main?.contains(el));
      const coveredBy = (el: HTMLElement, by: (over: Element) => boolean = () => true) => {
        const r = shownRect(el);
        if (!r) return null;
        const x = (r.left + r.right) / 2;
        const y = (r.top + r.bottom) / 2;
        if (x < 0 || x > width || y < 0 || y > height) return null;
        const hit = document.elementFromPoint(x, y);
        if (!hit || el.contains(hit) || hit.contains(el)) return null;
        const over = floating(hit);
        return over && !over.contains(el) && by(over) ? `${name(over)} at (${px(x)}, ${px(y)})` : null;
      };
      // A pop-up that comes on its own (the fake-buy) lands where the visitor is: it covers no control there.
      for (const el of popupCame ? primary : []) {
        const over = coveredBy(el, (floater) => floater.matches(ARRIVING));
        if (over) found.push(`${name(el)} is covered by ${over} where the pop-up came`);
      }
      // The page's own bars (header, header bar, bottom menu, an open messenger): each control can be scrolled clear of
      // them, to the middle of the viewport or a third above or below it (as far as the page scrolls).
      const scrolled = window.scrollY;
      for (const el of primary) {
        let over: string | null = null;
        for (const at of [0.5, 0.3, 0.7]) {
          const before = el.getBoundingClientRect();
          window.scrollTo({ top: window.scrollY + before.top + before.height / 2 - height * at, behavior: 'instant' });
          over = coveredBy(el);
          if (!over) break;
        }
        if (over) found.push(`${name(el)} is covered by ${over} however the page is scrolled`);
      }
      window.scrollTo({ top: scrolled, behavior: 'instant' });

      if (width > 1024 && header) {
        // Every main menu item is on the line or in 'More'.
        const items = header.querySelectorAll('li[data-nav-item]');
        const onLine = Array.from(items).filter((li) => li.checkVisibility({ checkVisibilityCSS: true })).length;
        const inMore = header.querySelectorAll('li[data-nav-more]:not([inert]) .main-nav__more-link').length;
        if (onLine + inMore < items.length)
          found.push(`${items.length - onLine - inMore} of the main menu's ${items.length} items are neither on its line nor in 'More'`);
        for (const wanted of headerNames) {
          const control = Array.from(header.querySelectorAll(CONTROLS)).find(
            (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() === wanted,
          );
          if (!control || !shown(control)) found.push(`the header has no visible '${wanted}'`);
        }
      }
      return found;
    },
    { ...input, arriving: ARRIVING },
  );
