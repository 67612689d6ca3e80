/**
 * How many of the main menu's items fit on its line (spec 000 §2.3: the desktop header, used above 1024 px, carries
 * every control for its visitor): the first ones that fit beside 'More', which holds the rest. Measured in the page
 * after hydration and on every resize of the menu (a theme's fonts, a member's header tools, the window); on the
 * server and before it, every item is on the line and what does not fit is clipped, never pushed off the screen.
 * Items taken off the line stay in it, out of the flow and invisible, so their widths can be measured again.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Every item on the line (the server's and the hydrating render's count). */
export const ALL_ITEMS = Number.POSITIVE_INFINITY;

/** The count of items that fit in `available` px: their widths in order, and 'More''s when some are left out. */
export function fittingCount(widths: readonly number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count++;
  }
  return count;
}

/** `list`'s items are its `li[data-nav-item]`, 'More' its `li[data-nav-more]`. */
export function useNavOverflow(list: RefObject<HTMLUListElement | null>, itemCount: number): number {
  const [count, setCount] = useState(ALL_ITEMS);
  useLayoutEffect(() => {
    const element = list.current;
    const nav = element?.parentElement;
    if (!element || !nav || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // Not shown (a phone's header has the burger instead): nothing to measure, and no render for it; the observer
      // measures when the menu shows.
      if (nav.clientWidth === 0) return;
      const widths = Array.from(element.querySelectorAll<HTMLElement>(':scope > li[data-nav-item]')).map((li) => li.getBoundingClientRect().width);
      const more = element.querySelector<HTMLElement>(':scope > li[data-nav-more]')?.getBoundingClientRect().width ?? 0;
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      // Each item and 'More' take their gap after them; the last one's gap is room to spare.
      const fits = fittingCount(
        widths.map((w) => w + gap),
        more + gap,
        nav.clientWidth + gap,
      );
      setCount(fits >= itemCount ? ALL_ITEMS : fits);
    };
    measure();
    nav.dataset.measured = '';
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [list, itemCount]);
  return count;
}
