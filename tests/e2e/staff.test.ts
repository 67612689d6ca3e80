/**
 * Staff shortcuts in Chromium (spec 000 §6 'Roles and permissions'): signed in as an administrator, the video, model
 * and blog post pages carry an 'Edit' link into the content admin (CONTENT_ADMIN_URL; embedded default
 * `{site}/_admin`) at /videos/{id}, /models/{id}, /blog/{id}, opening in a new tab, already in the server's HTML; the
 * account menu has 'Content Admin', the admin root. A member and a guest see none of it, neither server-rendered nor
 * after the app is live; the embedded stand-in of the content admin answers staff and refuses anybody else with 401.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();

/** A returning visitor's context, signed in through the site's JSON endpoint unless a guest. */
const visitor = (email?: string): Promise<BrowserContext> => visitorContext(run.browser, run.site.url, { email });

/** The content admin's root the site was configured with (its public configuration, serialised into every page). */
async function contentAdminUrl(): Promise<string> {
  const html = await (await fetch(`${run.site.url}/`)).text();
  const config = JSON.parse(/<script id="site-config" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
    contentAdminUrl?: string;
    siteUrl?: string;
  };
  // Embedded default: the site's own /_admin.
  expect(config.contentAdminUrl).toBe(`${config.siteUrl}/_admin`);
  return config.contentAdminUrl ?? '';
}

/** Opens the account menu once its lazy menu (react-aria's trigger, with aria-haspopup) replaced the placeholder button. */
async function openAccountMenu(page: Page) {
  const button = page.locator('button[aria-label="Account menu"][aria-haspopup]');
  await button.waitFor();
  await button.click();
  await page.getByRole('menu', { name: 'Account menu' }).waitFor();
}

/** The first item a content API list holds: its id and slug. */
async function first(list: string): Promise<{ id: number; slug: string }> {
  const body = (await (await fetch(`${run.site.url}/api/content/v1/${list}?limit=1`)).json()) as { items: { id: number; slug: string }[] };
  const item = body.items[0];
  if (!item) throw new Error(`no ${list}`);
  return item;
}

describe('staff shortcuts', () => {
  it("shows an administrator 'Edit' on video, model, blog post and constructor pages, server-rendered, opening the content admin in a new tab", async () => {
    const admin = await contentAdminUrl();
    const [video, model, post] = await Promise.all([first('videos'), first('models'), first('blog-single-post')]);
    const constructorPage = (
      (await (await fetch(`${run.site.url}/api/content/v1/page-constructor/scent-of-the-sea`)).json()) as { item: { id: number } }
    ).item;
    const context = await visitor('admin@demo.test');
    try {
      const page = await context.newPage();
      for (const [path, name, href] of [
        [`/videos/${video.slug}/`, 'Edit video', `${admin}/videos/${video.id}`],
        [`/models/${model.slug}/`, 'Edit model', `${admin}/models/${model.id}`],
        [`/blog/${post.slug}/`, 'Edit blog post', `${admin}/blog/${post.id}`],
        ['/scent-of-the-sea/', 'Edit page', `${admin}/pages/?id=${constructorPage.id}`],
      ] as const) {
        const html = await (await context.request.get(`${run.site.url}${path}`)).text();
        expect(html).toContain(`href="${href}"`);
        await page.goto(`${run.site.url}${path}`);
        await waitForApp(page);
        const edit = page.getByRole('link', { name, exact: true });
        expect(await edit.textContent()).toBe('Edit');
        expect(await edit.getAttribute('href')).toBe(href);
        expect(await edit.getAttribute('target')).toBe('_blank');
        expect(await edit.getAttribute('rel')).toContain('noopener');
      }
      await openAccountMenu(page);
      const item = page.getByRole('menuitem', { name: 'Content Admin' });
      expect(await item.getAttribute('href')).toBe(admin);
      expect(await item.getAttribute('target')).toBe('_blank');

      const landing = await context.request.get(`${run.site.url}${new URL(admin).pathname}/videos/${video.id}/`);
      expect(landing.status()).toBe(200);
      expect(await landing.text()).toContain(`the video with id ${video.id}`);
    } finally {
      await context.close();
    }
  });

  it("shows a member and a guest no 'Edit' and no content admin item; the content admin refuses them", async () => {
    const video = await first('videos');
    for (const email of ['active@demo.test', undefined]) {
      const context = await visitor(email);
      try {
        const html = await (await context.request.get(`${run.site.url}/videos/${video.slug}/`)).text();
        expect(html).toContain('<h1>');
        expect(html).not.toContain('aria-label="Edit video"');
        expect(html).not.toContain(`/_admin/videos/${video.id}`);
        const page = await context.newPage();
        await page.goto(`${run.site.url}/videos/${video.slug}/`);
        await waitForApp(page);
        expect(await page.getByRole('link', { name: 'Edit video' }).count()).toBe(0);
        if (email) {
          await openAccountMenu(page);
          await page.getByRole('menu', { name: 'Account menu' }).waitFor();
          expect(await page.getByRole('menuitem', { name: 'Content Admin' }).count()).toBe(0);
        }
        const refused = await context.request.get(`${run.site.url}/_admin/videos/${video.id}/`);
        expect(refused.status()).toBe(401);
        expect(await refused.text()).toContain('Access denied');
      } finally {
        await context.close();
      }
    }
  });
});
