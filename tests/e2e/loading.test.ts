/**
 * How a page loads: as soon as its HTML is parsed, the loader fetches every chunk the HTML lists side by side — each
 * requested by the page itself, none by another script (no request chain) — and the app goes live without fetching
 * any further chunk. Clicks made before then are not lost: early-clicks.test.ts. A page whose first render needs no
 * call from the browser loads no schema code (issue 35: the contracts parse on the server and in the adapters that run).
 */
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

describe('loading a page', () => {
  for (const path of ['/', '/videos/']) {
    it(`${path}: fetches the listed chunks side by side once the HTML is parsed`, async () => {
      // A context of its own: nothing of the app is in its cache yet.
      const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // Every script request with who asked for it: the URL of the script on the stack, or the document for the page's own.
        const scripts: { url: string; initiator: string }[] = [];
        cdp.on('Network.requestWillBeSent', (event) => {
          if (!/\/assets\/[^/]+\.js$/.test(event.request.url)) return;
          const frame = event.initiator.stack?.callFrames[0]?.url ?? event.initiator.url ?? '';
          scripts.push({ url: new URL(event.request.url).pathname, initiator: frame === '' ? '' : new URL(frame).pathname });
        });
        await page.goto(`${run.site.url}${path}`);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');

        const listed = await page.evaluate(() =>
          Array.from(document.querySelectorAll('script[data-app-chunks]')).flatMap((s) => JSON.parse(s.textContent ?? '[]') as string[]),
        );
        // Started by the HTML itself, before the document had finished loading (not after the first paint).
        const timing = await page.evaluate(() => {
          const firstScript = performance
            .getEntriesByType('resource')
            .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
            .reduce((first, e) => Math.min(first, e.startTime), Number.POSITIVE_INFINITY);
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          return { firstScript, loadEvent: navigation?.loadEventStart ?? 0 };
        });
        expect(timing.firstScript).toBeLessThan(timing.loadEvent);
        // The listed chunks are exactly what the page fetched on its way to live, each asked for by the page itself.
        expect(new Set(scripts.map((s) => s.url))).toEqual(new Set(listed));
        expect(scripts.filter((s) => s.initiator.endsWith('.js'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("a returning guest's /, /videos/, /models/, /categories/ and /login/ load no zod schema code on their way to live", async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const withSchemas: Promise<string | null>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        // zod keeps each schema's internals under the `_zod` property, which minifying does not rename.
        withSchemas.push(response.text().then((code) => (code.includes('._zod') ? new URL(response.url()).pathname : null)));
      });
      const found: Record<string, string[]> = {};
      for (const path of ['/', '/videos/', '/models/', '/categories/', '/login/']) {
        withSchemas.length = 0;
        await page.goto(`${run.site.url}${path}`);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        found[path] = (await Promise.all(withSchemas)).filter((url): url is string => url !== null);
      }
      expect(found).toEqual({ '/': [], '/videos/': [], '/models/': [], '/categories/': [], '/login/': [] });
    } finally {
      await context.close();
    }
  });
});
