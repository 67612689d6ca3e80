/**
 * How a page loads: the HTML's head preloads every chunk the page needs (modulepreload links), so the browser fetches
 * them side by side while it still parses the HTML — each requested by the page itself, none by another script (no
 * request chain) — and the app, imported once the document is parsed, goes live without fetching any further chunk. Clicks made before then are not lost: early-clicks.test.ts. A page whose first render needs no
 * call from the browser loads no schema code (issue 35: the contracts parse on the server and in the adapters that run).
 */
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { MEMBER_ACCOUNT, firstSlug } from '../support/routes.ts';

const run = siteAndBrowser();

describe('loading a page', () => {
  for (const path of ['/', '/videos/']) {
    it(`${path}: fetches the preloaded chunks side by side while the HTML is parsed`, async () => {
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

        // Started from the head, while the document was still being parsed (not after the first paint, nor at its end).
        const timing = await page.evaluate(() => {
          const firstScript = performance
            .getEntriesByType('resource')
            .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
            .reduce((first, e) => Math.min(first, e.startTime), Number.POSITIVE_INFINITY);
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          return { firstScript, parsed: navigation?.domInteractive ?? 0 };
        });
        expect(timing.firstScript).toBeLessThan(timing.parsed);
        // The listed chunks are exactly what the page fetched on its way to live, each asked for by the page itself.
        // Read until they settle: on a busy machine the machines asked for at an idle moment may come after network
        // idle (their links are put in the head as they are asked for).
        const listed = () =>
          page.evaluate(() =>
            Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((l) => new URL(l.href).pathname),
          );
        await expect
          .poll(async () => {
            const fetched = [...new Set(scripts.map((s) => s.url))];
            const links = await listed();
            return {
              fetchedNotListed: fetched.filter((url) => !links.includes(url)),
              listedNotFetched: links.filter((url) => !fetched.includes(url)),
            };
          })
          .toEqual({ fetchedNotListed: [], listedNotFetched: [] });
        expect(scripts.filter((s) => s.initiator.endsWith('.js'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("a returning guest's /, /videos/, /models/, /categories/, /login/ and /join-now/ load no zod schema code on their way to live (no page asks again for what its HTML brought)", async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const withSchemas: Promise<string | null>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        // zod keeps each schema's internals under the `_zod` property, which minifying does not rename.
        // A script that comes after the page was left (an on-demand machine's, at an idle moment past network idle) has
        // no body to read once its document is gone: it was not on that page's way to live.
        withSchemas.push(
          response
            .text()
            .then((code) => (code.includes('._zod') ? new URL(response.url()).pathname : null))
            .catch(() => null),
        );
      });
      const found: Record<string, string[]> = {};
      for (const path of ['/', '/videos/', '/models/', '/categories/', '/login/', '/join-now/']) {
        withSchemas.length = 0;
        await page.goto(`${run.site.url}${path}`);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        found[path] = (await Promise.all(withSchemas)).filter((url): url is string => url !== null);
      }
      expect(found).toEqual({ '/': [], '/videos/': [], '/models/': [], '/categories/': [], '/login/': [], '/join-now/': [] });
    } finally {
      await context.close();
    }
  });

  it("a first visit's / is live without XState: the 18+ splash's I Agree pressed before XState's code has come is carried out when it comes, and the cookie banner follows", async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      // XState's chunk held back until released: the page must come to life and take the press without it.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const xstateAsked: string[] = [];
      await page.route(/\/assets\/xstate-[^/]+\.js$/, async (route) => {
        xstateAsked.push(route.request().url());
        await released;
        await route.continue();
      });
      const response = await page.goto(`${run.site.url}/`);
      expect(await response?.text()).not.toMatch(/\/assets\/xstate-[^"]+\.js/);
      await waitForApp(page);
      const splash = page.getByText('Warning: This Website is for Adults Only!');
      await expect.poll(() => splash.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'I Agree' }).click();
      // Asked for with the press (if the idle moment had not asked already), and held: the splash waits for its machine.
      await expect.poll(() => xstateAsked.length).toBe(1);
      expect(await splash.isVisible()).toBe(true);
      expect((await context.cookies()).some((c) => c.name === 'age_verified_18')).toBe(false);
      release();
      await expect.poll(() => splash.isVisible()).toBe(false);
      expect((await context.cookies()).find((c) => c.name === 'age_verified_18')?.value).toBe('1');
      // The banner's second runs from the machine's start.
      await expect.poll(() => page.getByRole('region', { name: 'Cookie consent' }).isVisible(), { timeout: 5000 }).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("a guest's /videos/ loads no messenger, cam-session, token-purchase, login-form or js-hit code; a member's loads the cam ones once the page is live", async () => {
    // A visit machine's chart keeps its id string through minifying: the code of each on-demand machine, by its id.
    const onDemandIds = /\bid:\s*["'`](messenger|camSession|tokenPurchase|loginForm|affiliateHits)["'`]/g;
    const loadedIds = async (email: string | undefined, settled: (ids: string[]) => boolean) => {
      const context = await visitorContext(run.browser, run.site.url, { email, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const ids = new Set<string>();
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          void response.text().then((code) => {
            for (const [, id] of code.matchAll(onDemandIds)) if (id) ids.add(id);
          });
        });
        await page.goto(`${run.site.url}/videos/`);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        // Past the idle moment the member's cam machines wait for (at most 2 s after the app started).
        await expect.poll(() => settled([...ids].sort()), { timeout: 10_000 }).toBe(true);
        await page.waitForTimeout(2500);
        return [...ids].sort();
      } finally {
        await context.close();
      }
    };
    expect(await loadedIds(undefined, () => true)).toEqual([]);
    expect(await loadedIds('active@demo.test', (ids) => ids.includes('messenger'))).toEqual(['camSession', 'messenger', 'tokenPurchase']);
  });
  it("a guest's video page loads no download code; a member's loads it once the page is live (its HTML lists none, the server's button is disabled), and after a client navigation its Download button comes disabled, then works", async () => {
    const downloadMachine = /\bid:\s*["'`]download["'`]/;
    const slug = await firstSlug(run.site.url, 'videos');
    const visit = async (email: string | undefined, path: string) => {
      const context = await visitorContext(run.browser, run.site.url, { email, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts: Promise<{ url: string; code: string }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = new URL(response.url()).pathname;
        // A script still arriving when the test closes the page has no text to read (the page loads some after it is live).
        scripts.push(
          response.text().then(
            (code) => ({ url, code }),
            () => ({ url, code: '' }),
          ),
        );
      });
      await page.goto(`${run.site.url}${path}`);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const withDownload = async () => (await Promise.all(scripts)).filter((s) => downloadMachine.test(s.code)).map((s) => s.url);
      return { context, page, withDownload };
    };

    const guest = await visit(undefined, `/videos/${slug}/`);
    try {
      expect(await guest.withDownload()).toEqual([]);
      expect(await guest.page.getByRole('button', { name: 'Download', exact: true }).count()).toBe(0);
    } finally {
      await guest.context.close();
    }

    const member = await visit(MEMBER_ACCOUNT, `/videos/${slug}/`);
    try {
      // The HTML as the server sent it (the live page's head also holds what the app preloaded since).
      const served = await (
        await member.context.request.get(`${run.site.url}/videos/${slug}/`, {
          headers: { cookie: (await member.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
        })
      ).text();
      const listed = [...served.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href);
      expect(listed.length).toBeGreaterThan(0);
      // The machine's chunk and its composition's, loaded after the page is live: none of them listed in the HTML.
      const loaded = await member.withDownload();
      expect(loaded.length).toBeGreaterThan(0);
      for (const url of loaded) expect(listed).not.toContain(url);
      expect(served).toContain('<button type="button" class="cat-button cat-video-download" disabled=""');
      await expect.poll(() => member.page.getByRole('button', { name: 'Download', exact: true }).isEnabled(), { timeout: 10_000 }).toBe(true);
    } finally {
      await member.context.close();
    }

    // A client navigation from a list, the control's code held back a moment: a disabled button stands in its place.
    const navigating = await visit(MEMBER_ACCOUNT, '/videos/');
    try {
      const { page } = navigating;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/video-download-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.locator(`main a[href="/videos/${slug}/"]`).first().click();
      await page.waitForURL(new RegExp(`/videos/${slug}/$`));
      const button = page.getByRole('button', { name: 'Download', exact: true });
      await expect.poll(() => button.isDisabled(), { timeout: 10_000 }).toBe(true);
      release();
      await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
      await button.click();
      await page.getByRole('dialog', { name: 'Download Full Video' }).waitFor();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    } finally {
      await navigating.context.close();
    }
  });

  it("the first client navigation asks for the calls' code as it starts, not after its route's loader code has come; Chromium's own Temporal serves the header bar's countdowns", async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${run.site.url}/`);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // Every request a round trip of 200 ms, so what waits for what shows in the order.
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: -1, uploadThroughput: -1 });
      const sent = new Map<string, number>();
      const finished = new Map<string, number>();
      const names = new Map<string, string>();
      const chunk = (url: string) => /\/assets\/((?:http|calls|catalogue\.data|temporal-polyfill|temporal)-)[^/]+\.js$/.exec(url)?.[1];
      cdp.on('Network.requestWillBeSent', (event) => {
        const name = chunk(event.request.url);
        if (!name || sent.has(name)) return;
        sent.set(name, event.timestamp);
        names.set(event.requestId, name);
      });
      cdp.on('Network.loadingFinished', (event) => {
        const name = names.get(event.requestId);
        if (name) finished.set(name, event.timestamp);
      });
      // A touch's click: no pointer over the link first, so nothing of the route was preloaded.
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/models/"]')?.click());
      await page.waitForURL(/\/models\/$/);
      // The same document: its network was idle before, so wait for the chunks themselves.
      await expect.poll(() => finished.has('catalogue.data-') && sent.has('calls-'), { timeout: 15_000 }).toBe(true);
      const at = (map: Map<string, number>, name: string) => {
        const time = map.get(name);
        if (time === undefined) throw new Error(`no ${name} chunk`);
        return time;
      };
      // The HTTP client is asked for before the route's loader code has come (it was asked for after the loader had
      // called, and the content client had come), the call table after it.
      expect(at(sent, 'http-')).toBeLessThan(at(finished, 'catalogue.data-'));
      expect(at(sent, 'calls-')).toBeGreaterThan(at(sent, 'http-'));
      // The header bar's countdowns (fetched anew for the new page) use the browser's own Temporal: no polyfill.
      await expect.poll(() => finished.has('temporal-'), { timeout: 15_000 }).toBe(true);
      expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('object');
      expect(sent.has('temporal-polyfill-')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('a visit with an affiliate loads the js-hit tracker: the landing page is its first hit (unique), a client navigation the next', async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const hits: { affId: string; path: string; unique: boolean }[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/affiliate/hits') hits.push(request.postDataJSON());
      });
      await page.goto(`${run.site.url}/?aff_id=aff-load-42`);
      await waitForApp(page);
      await expect.poll(() => hits.length, { timeout: 10_000 }).toBe(1);
      // A client navigation: the visit (and its tracker) lives on.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator('main a[href="/videos/"]').first().click();
      await page.waitForURL(/\/videos\/$/);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await expect.poll(() => hits.length, { timeout: 10_000 }).toBe(2);
      expect(hits.map((h) => [h.affId, h.path, h.unique])).toEqual([
        ['aff-load-42', '/', true],
        ['aff-load-42', '/videos/', false],
      ]);
    } finally {
      await context.close();
    }
  });
  it("a member's /videos/ and video page load no react-aria overlay code (menu, popover, modal, select) until one is reached for; the first press opens it", async () => {
    // react-aria-components' default class names survive minifying: the code of its overlays, by component.
    const overlays = /\breact-aria-(Menu|Popover|ModalOverlay|Select|Dialog)\b/g;
    const context = await visitorContext(run.browser, run.site.url, { email: MEMBER_ACCOUNT, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const seen = new Set<string>();
      const reading: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        reading.push(
          response.text().then((code) => {
            for (const [, name] of code.matchAll(overlays)) if (name) seen.add(name);
          }),
        );
      });
      const loaded = async () => {
        await page.waitForLoadState('networkidle');
        await Promise.all(reading);
        return [...seen].sort();
      };
      await page.goto(`${run.site.url}/videos/`);
      await waitForApp(page);
      expect(await loaded()).toEqual([]);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu', { name: 'Account menu' }).waitFor();
      expect(await page.getByRole('menuitem').count()).toBeGreaterThan(0);
      expect(await loaded()).toContain('Menu');

      seen.clear();
      await page.goto(`${run.site.url}/videos/${await firstSlug(run.site.url, 'videos')}/`);
      await waitForApp(page);
      expect(await loaded()).toEqual([]);
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      await page.getByRole('dialog', { name: 'Download Full Video' }).waitFor();
      expect(await loaded()).toContain('ModalOverlay');
    } finally {
      await context.close();
    }
  });

  it('a stand-in that gets the focus hands it to the control that replaces it at once, never to the page in between', async () => {
    const context = await visitorContext(run.browser, run.site.url, { email: MEMBER_ACCOUNT, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      // The header's account menu, and the list's first Select (Sort by).
      for (const [path, standIn, name] of [
        ['/videos/', '.account-menu__button', 'Account menu'],
        ['/videos/', '.cat-select-button', 'Sort by'],
      ] as const) {
        await page.goto(`${run.site.url}${path}`);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        // Where the focus is when the stand-in leaves the page, read before anything else runs after that commit. Only the
        // stand-in's own removal counts: on a busy machine other parts (a member's header tools) swap later, focus elsewhere.
        await page.evaluate((selector) => {
          const w = window as { __focusAtSwap?: string[] };
          w.__focusAtSwap = [];
          new MutationObserver((records) => {
            if (records.some((r) => [...r.removedNodes].some((n) => n instanceof HTMLElement && (n.matches(selector) || n.querySelector(selector)))))
              w.__focusAtSwap?.push(
                document.activeElement === document.body
                  ? 'body'
                  : (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim(),
              );
          }).observe(document.body, { childList: true, subtree: true });
        }, standIn);
        await page.focus(standIn);
        await expect.poll(() => page.evaluate(() => (window as { __focusAtSwap?: string[] }).__focusAtSwap?.length ?? 0)).toBeGreaterThan(0);
        expect({ name, atSwap: await page.evaluate(() => (window as { __focusAtSwap?: string[] }).__focusAtSwap) }).not.toEqual(
          expect.objectContaining({ atSwap: expect.arrayContaining(['body']) }),
        );
      }
    } finally {
      await context.close();
    }
  });
});
