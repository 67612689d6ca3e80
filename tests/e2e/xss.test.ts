/**
 * Stored XSS (issue 7): a hostile CMS. A fresh database is seeded as usual, then its HTML fields are filled with the
 * payload corpus (tests/support/xss-vectors.ts): the FAQ page's text and sections, the terms page and the home
 * description area. Chromium then opens those pages, on the server's HTML and after a client navigation (the
 * browser's own sanitiser), and the splash's Terms of Service (fetched by the browser): no payload may run — no
 * dialog, no call of the functions the payloads call — and the text around them is still there. (The inline SVG
 * logos go through the same sanitiser's SVG profile: the corpus covers it in tests/unit/adapters/sanitize.test.ts;
 * in embedded mode a logo can only come from the backend's own media.)
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../backend/db/open.ts';
import { getSetting, putSetting } from '../../backend/repo/catalogue.ts';
import { ensureSeeded } from '../../backend/seed/index.ts';
import { launchBrowser, waitForApp } from '../support/browser.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';
import { XSS_VECTORS } from '../support/xss-vectors.ts';

const DATA_DIR = '.data/e2e-xss';
let site: RunningSite;

/** The vectors as a database can hold them (PostgreSQL text has no NUL byte; the unit test covers those). */
const vectors = XSS_VECTORS.map((v) => v.replaceAll('\u0000', ''));
/** Every vector, each in its own paragraph so one broken tag cannot swallow the next. */
const corpus = ['<h2>Hostile CMS</h2>', ...vectors.map((v) => `<p>${v}</p>`)].join('\n');

async function seedHostileCms() {
  await rm(resolve(import.meta.dirname, '../..', DATA_DIR), { recursive: true, force: true });
  const db = await openDb({ dataDir: join(resolve(import.meta.dirname, '../..', DATA_DIR), 'pglite') });
  try {
    await ensureSeeded(db);
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

beforeAll(async () => {
  await seedHostileCms();
  site = await startSite({ DATA_DIR });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

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
 * What of the payloads is left in the page's DOM (the CSP would block most of it too, so this checks the sanitiser
 * itself): elements that run or load a document, event-handler attributes, script URLs.
 */
const leftovers = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main *, [role="dialog"] *')).flatMap((el) => {
      // The site's own ad banners (typed fields, sandboxed frames: views/catalogue/AdBanner.tsx) are not CMS HTML.
      if (el.closest('[data-ad-banner]')) return [];
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
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      await context.addCookies([{ name: 'age_verified_18', value: '1', url: site.url }]);
      const page = await context.newPage();
      const ran = await watch(page);
      for (const path of ['/', '/faq/']) {
        const response = await page.goto(`${site.url}${path}`);
        expect(response?.status()).toBe(200);
        await waitForApp(page);
        await page.waitForTimeout(1000);
        expect({ path, ran: await ran() }).toEqual({ path, ran: [] });
        expect({ path, left: await leftovers(page) }).toEqual({ path, left: [] });
        expect(await page.getByRole('heading', { name: 'Hostile CMS' }).count()).toBeGreaterThan(0);
      }
      // The FAQ still shows its sections around the payloads.
      expect(await page.getByRole('heading', { name: 'Section 1', exact: true }).count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('runs no payload after a client navigation, nor in the splash’s Terms of Service (both fetched by the browser)', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      const page = await context.newPage();
      const ran = await watch(page);
      await page.goto(`${site.url}/videos/`);
      await waitForApp(page);
      const splash = page.getByRole('dialog').filter({ hasText: 'Warning: This Website is for Adults Only!' });
      await expect.poll(() => splash.isVisible()).toBe(true);
      await page.waitForTimeout(300);
      await splash.getByRole('link', { name: 'Terms of Service' }).click();
      const terms = page.getByRole('dialog', { name: /terms/i }).filter({ hasNotText: 'Warning: This Website' });
      await expect.poll(() => terms.getByRole('heading', { name: 'Hostile CMS' }).count()).toBe(1);
      await page.waitForTimeout(1000);
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
      await page.waitForTimeout(1000);
      expect(documents).toEqual([]);
      expect(await page.getByRole('heading', { name: 'Hostile CMS' }).count()).toBe(1);
      expect(await leftovers(page)).toEqual([]);
      expect(await ran()).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
