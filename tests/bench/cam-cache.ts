/**
 * `npm run bench -- --only=cam-cache`: applying a status update to a cache of 1,000 rooms and
 * re-rendering the visible page, 100 times in Chromium (playwright-core, Debian's Chromium): the median and p95 in ms
 * (target: median under 16 ms, one frame). The page (./cam-cache-page.tsx: the real cache adapter and the list
 * screen's room grid with React, production build) is bundled with esbuild; no site is needed.
 */
import { benchChromium, bundlePage, percentile } from './bench-page.ts';

const RUNS = 100;
const TARGET_MS = 16;

export async function camCacheFigures(): Promise<string[]> {
  const { script } = await bundlePage(new URL('./cam-cache-page.tsx', import.meta.url).pathname);
  const browser = await benchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
    await page.addScriptTag({ content: script });
    // A warm-up like a page that has been live a while, then the measured runs.
    await page.evaluate(() => window.runCamCacheBench(20));
    const times = (await page.evaluate((runs) => window.runCamCacheBench(runs), RUNS)).sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `cam cache: status update in a cache of 1,000 rooms + re-render of the visible page, ${RUNS} runs in Chromium: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target median < ${TARGET_MS} ms)`,
    );
    return median < TARGET_MS ? [] : [`cam cache update + re-render median ${median.toFixed(2)} ms ≥ ${TARGET_MS} ms`];
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const misses = await camCacheFigures();
  if (misses.length) process.exitCode = 1;
}
