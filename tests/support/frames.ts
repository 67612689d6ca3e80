/** Waiting on the page's own rendering rather than on the clock. */
import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn two more frames: what the page took in before (an answer, an event, a scroll)
 * is rendered by then, and the events of that rendering (animation, toggle, a virtual list's resize) have fired.
 * Not while the page's clock is paused (page.clock.pauseAt): its animation frames wait for the clock then.
 */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
