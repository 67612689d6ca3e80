/**
 * When the app's effects have run, for tests that move a page's clock (`page.clock.runFor`). React starts a page's
 * machines in effects, after the commit that hydrated or mounted them (a first page's machine drawn from the server's
 * snapshot comes later still: appEffectsRan waits for it), so their timers exist only from then on; the clock moved before
 * that skips them, and a check that nothing showed within a time would pass without having waited for anything
 * (waitForApp resolves as hydration reaches the main element, before that commit).
 *
 * The page's React reports the end of each commit's effects to a React DevTools hook, installed here before the page
 * loads (the hook's `onPostCommitFiberRoot`): a watched element is seen once such a report comes while it is rendered.
 */
import type { BrowserContext, Page } from 'playwright-core';

type Watches = { watch: (selector: string) => number; seen: (id: number) => boolean };

/**
 * Runs in the page before its scripts: the hook, and a watch of the main element (id 0: the hydration's effects).
 * Plain text, so no helper a TypeScript transform adds to named functions goes along into the page.
 */
const EFFECTS_HOOK = `(() => {
  const watches = [];
  const rendered = (selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {
      for (const watch of watches) if (!watch.seen && rendered(watch.selector)) watch.seen = true;
    },
  };
  window.__appEffects = {
    watch: (selector) => watches.push({ selector, seen: false }) - 1,
    seen: (id) => watches[id] !== undefined && watches[id].seen,
  };
  window.__appEffects.watch('main');
})()`;

/** Installs the hook in every page the context opens or loads from now on. */
export async function trackAppEffects(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: EFFECTS_HOOK });
}

const seen = (page: Page, id: number) =>
  page.waitForFunction((watch) => (window as unknown as { __appEffects: Watches }).__appEffects.seen(watch), id).then(() => {});

/** Waits until the effects of the commit that hydrated the page have run (its machines may still be on their way). */
export const hydrationEffectsRan = (page: Page): Promise<void> => seen(page, 0);

/**
 * Waits until the effects of the commit that hydrated the page have run and the machines the page waits for have come
 * (waitForApp's): the page's machines are started.
 */
export const appEffectsRan = async (page: Page): Promise<void> => {
  await hydrationEffectsRan(page);
  await page.waitForFunction(() => document.querySelector('[data-machine="waiting"]') === null);
};

/**
 * Watches for the effects of a commit that renders `selector` (call it before the action that renders the element);
 * the returned function waits until they have run.
 */
export async function watchAppEffects(page: Page, selector: string): Promise<() => Promise<void>> {
  const id = await page.evaluate((s) => (window as unknown as { __appEffects: Watches }).__appEffects.watch(s), selector);
  return () => seen(page, id);
}
