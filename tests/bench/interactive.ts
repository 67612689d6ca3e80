/**
 * Time to interactive as a phone visitor meets it (issue 35): Chromium with the CPU slowed 4× and DevTools' 'Fast 3G'
 * network (1.44 Mbps down, 675 kbps up, 562.5 ms round trip), a first visit to a route, so the 18+ splash is the first
 * thing on screen. It prints, from navigation start:
 * - the button on screen (the server's HTML painted),
 * - the app started, on a visit where nobody presses (React hydrated the page: its own handlers answer from then on),
 * - the press taken effect, on a visit that presses 'I Agree' as soon as it shows (the splash gone: a press before the
 *   app started is held and carried out by it, or the form posts and the server answers a page without the splash).
 * Median of three runs per route. Figures only: a time on this machine is not a budget (see docs/testing.md).
 */
import { chromium } from 'playwright-core';

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const RUNS = 3;

type Figures = { shown: number; started: number; agreed: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One first visit: with `press`, 'I Agree' pressed as soon as it shows, until the splash is gone; without, until the app started. */
async function once(url: string, press: boolean): Promise<Partial<Figures>> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const agree = page.getByRole('button', { name: 'I Agree' });
    await agree.waitFor({ state: 'visible', timeout: 60_000 });
    // Times from the first document's navigation start, also when the press was a form post that loaded another.
    const origin = await page.evaluate(() => performance.timeOrigin);
    const now = () => page.evaluate(() => performance.timeOrigin + performance.now());
    const shown = (await now()) - origin;
    if (press) {
      await agree.click({ noWaitAfter: true });
      await page.waitForFunction(() => document.readyState !== 'loading' && !document.querySelector('.age-splash'), undefined, {
        timeout: 60_000,
        polling: 50,
      });
      return { shown, agreed: (await now()) - origin };
    }
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    return { shown, started: (await now()) - origin };
  } finally {
    await browser.close();
  }
}

/** Prints the figures of each route; returns no misses (figures, not a budget). */
export async function interactiveFigures(siteUrl: string, routes: string[] = ['/', '/videos/']): Promise<string[]> {
  console.log(`time to interactive, first visit, CPU ${CPU_SLOWDOWN}× slower, Fast 3G (median of ${RUNS}), ms from navigation start:`);
  console.log(`  ${'route'.padEnd(12)} ${'I Agree shown'.padStart(14)} ${'app started'.padStart(12)} ${'press done'.padStart(11)}`);
  for (const route of routes) {
    const runs: Partial<Figures>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(`${siteUrl}${route}`, false), await once(`${siteUrl}${route}`, true));
    const row = (key: keyof Figures) => median(runs.flatMap((r) => (r[key] === undefined ? [] : [r[key]]))).toFixed(0);
    console.log(`  ${route.padEnd(12)} ${row('shown').padStart(14)} ${row('started').padStart(12)} ${row('agreed').padStart(11)}`);
  }
  return [];
}
