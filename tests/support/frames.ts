/** Waiting on the page's own rendering rather than on the clock. */
import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn two more frames: what the page took in before (an answer, an event, a scroll)
 * is rendered by then, and the events of that rendering (animation, toggle, a virtual list's resize) have fired.
 * Not while the page's clock is paused (page.clock.pauseAt): its animation frames wait for the clock then.
 */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Resolves once the page has answered a resize, also while its clock is paused (when neither a timer nor an animation
 * frame comes): the next frame's resize observers have run (a resize observer of its own, whose first callback comes
 * with the frame's others), and so have the tasks they queued (React renders a state set in an observer in a task of
 * its scheduler, a MessageChannel message: five messages queued behind it). At most a second: once, a run of the
 * layout gate stalled with nothing to show where, and this is the one wait in it that has no limit of its own.
 */
export const resizeSettled = (page: Page): Promise<void> =>
  Promise.race([settledInPage(page), new Promise<void>((resolve) => setTimeout(resolve, 1000).unref())]);

const settledInPage = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((settled) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          const channel = new MessageChannel();
          let turns = 0;
          channel.port1.onmessage = () => {
            if (++turns < 5) channel.port2.postMessage(null);
            else {
              channel.port1.close();
              settled();
            }
          };
          channel.port2.postMessage(null);
        });
        observer.observe(document.documentElement);
      }),
  );
