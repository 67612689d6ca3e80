/**
 * Stored XSS: a hostile CMS. Before the site starts, the HTML fields of its copy of the seeded database are
 * filled with the payload corpus (tests/support/xss-vectors.ts): the FAQ page's text and sections, the terms page and
 * the home description area. Chromium then opens those pages, on the server's HTML and after a client navigation (the
 * browser's own sanitiser), and the splash's Terms of Service (fetched by the browser): no payload may run — no
 * dialog, no call of the functions the payloads call — and the text around them is still there. (The inline SVG
 * logos go through the same sanitiser's SVG profile: the corpus covers it in tests/unit/adapters/sanitize.test.ts;
 * in embedded mode a logo can only come from the backend's own media.)
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../backend/db/open.ts';
import { getSetting, putSetting } from '../../backend/repo/catalogue.ts';
import { waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { twoFrames } from '../support/frames.ts';
import { XSS_VECTORS } from '../support/xss-vectors.ts';

/** The vectors as a database can hold them (PostgreSQL text has no NUL byte; the unit test covers those). */
const vectors = XSS_VECTORS.map((v) => v.replaceAll('\u0000', ''));
/** Every vector, each in its own paragraph so one broken tag cannot swallow the next. */
const corpus = ['<h2>Hostile CMS</h2>', ...vectors.map((v) => `<p>${v}</p>`)].join('\n');

/** Writes the corpus into the seeded database of the site's data folder (no API writes the CMS's pages). */
async function writeHostileCms(dataDir: string) {
  const db = await openDb({ dataDir: join(dataDir, 'pglite') });
  try {
    for (const slug of ['faq', 'terms-and-conditions']) {
      await db.query(`UPDATE pages SET data = jsonb_set(jsonb_set(data, '{text}', $2::jsonb), '{sections}', $3::jsonb) WHERE slug = $1`, [
        slug,
        JSON.stringify(corpus),
        JSON.stringify(vectors.slice(0, 40).map((v, i) => ({ title: `Section ${i + 1}`, text: v }))),
      ]);
    }
    const home = (await getSetting<Record<string, unknown>>(db, 'home')) ?? {};
    await putSetting(db, 'home', { ...home, descriptionArea: corpus });
  } finally {
    await db.close();
  }
}

const run = siteAndBrowser({ beforeStart: writeHostileCms });

/** Records every dialog and every call of the functions payloads use to prove they ran. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { xssCalls: string[] };
    w.xssCalls = [];
    // (Not eval: the test's own page.waitForFunction runs through it.)
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = (...args: unknown[]) => {
        w.xssCalls.push(`${name}(${args.map(String).join(', ')})`);
      };
    }
  });
  return async () => [...dialogs, ...(await page.evaluate(() => (window as unknown as { xssCalls: string[] }).xssCalls))];
}

/**
 * Waits until what a payload could hang a handler on has happened: every image of the page that loads (not a lazy
 * one) has loaded or failed, so its load or error event fired, and two frames were drawn (animation, toggle, focus).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')).every((img) => img.complete));
  await twoFrames(page);
}

/**
 * What of the payloads is left in the page's DOM (the CSP would block most of it too, so this checks the sanitiser
 * itself): elements that run or load a document, event-handler attributes, script URLs.
 */
const leftovers = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main *, [role="dialog"] *')).flatMap((el) => {
      // The site's own ad banners (typed fields, sandboxed frames: views/catalogue/AdBanner.tsx) are not CMS HTML.
      if (el.closest('[data-ad-banner]')) return [];
      // Nor is the 18+ splash's own 'I Agree' form (views/chrome/AgeSplashContent.tsx), outside the CMS text.
      if (el.matches('form.age-splash__actions[action="/age-agree/"]') && !el.closest('.terms-panel')) return [];
      const found: string[] = [];
      const data = el.tagName === 'SCRIPT' && /^application\/(ld\+)?json$/.test(el.getAttribute('type') ?? '');
      if (/^(script|iframe|frame|object|embed|base|meta|form)$/i.test(el.tagName) && !data) found.push(el.tagName);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) || attr.name === 'srcdoc') found.push(`${el.tagName} ${attr.name}`);
        if (/^\s*(javascript|vbscript|data):/i.test(attr.value) && /href|src|action/i.test(attr.name))
          found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
      return found;
    }),
  );

describe('a hostile CMS', () => {
  it('runs no payload on the server-rendered pages: home (description area) and /faq/', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    try {
      await context.addCookies([{ name: 'age_verified_18', value: '1', url: run.site.url }]);
      const page = await context.newPage();
      const ran = await watch(page);
      for (const path of ['/', '/faq/']) {
        const response = await page.goto(`${run.site.url}${path}`);
        expect(response?.status()).toBe(200);
        await waitForApp(page);
        await settled(page);
        expect({ path, ran: await ran() }).toEqual({ path, ran: [] });
        expect({ path, left: await leftovers(page) }).toEqual({ path, left: [] });
        expect(await page.getByRole('heading', { name: 'Hostile CMS' }).count()).toBeGreaterThan(0);
      }
      // The FAQ still shows its sections around the payloads.
      expect(await page.getByRole('heading', { name: 'Section 1', exact: true }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('runs no payload after a client navigation, nor in the splash’s Terms of Service (both fetched by the browser)', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    try {
      const page = await context.newPage();
      const ran = await watch(page);
      await page.goto(`${run.site.url}/videos/`);
      await waitForApp(page);
      const splash = page.getByRole('dialog').filter({ hasText: 'Warning: This Website is for Adults Only!' });
      await expect.poll(() => splash.isVisible()).toBe(true);
      await splash.getByRole('link', { name: 'Terms of Service' }).click();
      const terms = page.getByRole('dialog', { name: /terms/i }).filter({ hasNotText: 'Warning: This Website' });
      await expect.poll(() => terms.getByRole('heading', { name: 'Hostile CMS' }).count()).toBe(1);
      await settled(page);
      expect(await ran()).toEqual([]);
      expect(await leftovers(page)).toEqual([]);
      await terms.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'I Agree' }).click();
      // Client navigation to the FAQ: the page's text is fetched and cleaned in the browser.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(/\/faq\/$/);
      await expect.poll(() => page.getByRole('heading', { name: 'Section 1', exact: true }).count()).toBe(1);
      await settled(page);
      expect(documents).toEqual([]);
      expect(await page.getByRole('heading', { name: 'Hostile CMS' }).count()).toBe(1);
      expect(await leftovers(page)).toEqual([]);
      expect(await ran()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
