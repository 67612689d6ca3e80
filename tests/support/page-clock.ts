/** Holding the page's clock (Playwright's page.clock) where it is. */
import type { Page } from 'playwright-core';

/**
 * Pauses the page's clock `ahead` ms past its time now. The clock runs on between reading its time and pausing it,
 * and cannot go back: on a busy machine more than `ahead` can pass in between (CI: 'Cannot fast-forward to the
 * past'), so it is read again and the pause tried twice as far on, four times at most.
 */
export async function pauseClockSoon(page: Page, ahead = 100): Promise<void> {
  for (let margin = ahead, tries = 1; ; margin *= 2, tries++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (tries === 4 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
