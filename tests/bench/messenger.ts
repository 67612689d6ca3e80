/**
 * `npm run bench -- --only=messenger`, in Chromium (playwright-core, Debian's Chromium) on a
 * chat of 10,000 messages (./messenger-page.tsx: the real chat machine and chat view with React, production build,
 * bundled with esbuild; no site is needed):
 * - appending a message and rendering it, 100 runs after 20 warm-up runs: the median and p95 in ms, from just before
 *   the chat actor is sent MESSAGE_ARRIVED until the new row is in the document and laid out (target: median under
 *   16 ms, one frame);
 * - memory while scrolling the whole history from the bottom to the top (400 px a frame, about the list's height, so
 *   every row is rendered on the way): the JS heap after a forced GC and the rows in the page at the start, every 10 %
 *   of the entries scrolled past and the end (target: the heap at the end within 20 % of the lowest sample, never more
 *   than 100 rows in the page).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchChromium, bundlePage, percentile } from './bench-page.ts';

const WARM_UP = 20;
const RUNS = 100;
const TARGET_MS = 16;
/** About the list's height in the panel (406 px): every row still passes through the page. */
const SCROLL_STEP_PX = 400;
const HEAP_MARGIN = 0.2;
const MAX_ROWS = 100;
/** The theme and the panel's own styles (imported above the chat view); the CSS the chat view imports is added to them. */
const STYLES = ['views/theme/variables.css', 'views/theme/base.css', 'views/messenger/messenger-panel.css'];
const ROOT = new URL('../../', import.meta.url).pathname;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function messengerFigures(): Promise<string[]> {
  const { script, inputs } = await bundlePage('tests/bench/messenger-page.tsx', {
    absWorkingDir: ROOT,
    // The views import their CSS; the page gets it in one style element instead, so that rows have their real sizes.
    loader: { '.css': 'empty' },
  });
  const imported = inputs.filter((path) => path.endsWith('.css'));
  const css = [...STYLES, ...imported].map((path) => readFileSync(join(ROOT, path), 'utf8')).join('\n');
  const browser = await benchChromium(['--enable-precise-memory-info', '--js-flags=--expose-gc']);
  const misses: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
    await page.addStyleTag({ content: css });
    await page.addScriptTag({ content: script });

    await page.evaluate((runs) => window.runMessengerAppend(runs), WARM_UP);
    const times = (await page.evaluate((runs) => window.runMessengerAppend(runs), RUNS)).sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `messenger: a new message in a chat of 10,000 appended through the chat machine + rendered (send → new row committed by React and laid out), ${RUNS} runs after ${WARM_UP} in Chromium: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target median < ${TARGET_MS} ms)`,
    );
    if (median >= TARGET_MS) misses.push(`messenger append + render median ${median.toFixed(2)} ms ≥ ${TARGET_MS} ms`);

    const { samples, maxRows, frames, messages } = await page.evaluate((step) => window.runMessengerScroll(step), SCROLL_STEP_PX);
    console.log(
      `messenger: scrolling the whole history of ${messages.toLocaleString('en-US')} messages, bottom to top, ${SCROLL_STEP_PX} px a frame (${frames} frames) — JS heap after GC / rows in the page:`,
    );
    console.log(`  ${samples.map((s) => `${s.at} ${mb(s.heapBytes)} / ${s.rows}`).join(', ')}`);
    // Against the lowest sample, not the start: the start still holds some of the append runs' garbage that the
    // engine lets go of a few seconds later, which would hide a growth of that size.
    const first = samples[0]?.heapBytes ?? 0;
    const last = samples.at(-1)?.heapBytes ?? 0;
    const lowest = Math.min(...samples.map((s) => s.heapBytes));
    const pct = (to: number, from: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;
    console.log(
      `  end heap ${pct(last, lowest)} of the lowest sample (target ≤ +${HEAP_MARGIN * 100} %), ${pct(last, first)} of the start; most rows in the page at once ${maxRows} (target ≤ ${MAX_ROWS})`,
    );
    if (last > lowest * (1 + HEAP_MARGIN))
      misses.push(`messenger heap after scrolling the history ${mb(last)} > lowest ${mb(lowest)} + ${HEAP_MARGIN * 100} %`);
    if (maxRows > MAX_ROWS) misses.push(`messenger rows in the page while scrolling ${maxRows} > ${MAX_ROWS}`);
    return misses;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const misses = await messengerFigures();
  if (misses.length) process.exitCode = 1;
}
