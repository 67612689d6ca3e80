/**
 * The SEO text section (spec 000 §2.3): on each of its routes the server renders the short text with 'Read Full Text'
 * (the full text in the HTML, hidden, so crawlers read it); in the browser the button shows and hides the full text.
 */
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { firstSlug } from '../support/routes.ts';

const run = siteAndBrowser();

type Seo = { shortSeoText: string; fullSeoText: string };
const api = async <T>(path: string): Promise<T> => (await (await fetch(`${run.site.url}/api/content/v1${path}`)).json()) as T;
const plain = (html: string) => html.replace(/<[^>]+>/g, '').trim();
const decodeEntities = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Each route of the section with where its texts come from. */
async function seoRoutes(): Promise<Array<[string, Seo]>> {
  const page = async (slug: string) => (await api<{ item: { seoParams: Seo } }>(`/pages/${slug}`)).item.seoParams;
  const home = (await api<{ homePageBuilder: { seoParams: Seo; categoriesPageSeo: Seo } }>('/home-page-builder')).homePageBuilder;
  const category = await firstSlug(run.site.url, 'categories');
  const device = (await api<{ items: { slug: string }[] }>('/devices')).items[0]?.slug ?? '';
  return [
    ['/', home.seoParams],
    ['/categories/', home.categoriesPageSeo],
    [`/categories/${category}/`, (await api<{ item: { seoParams: Seo } }>(`/categories/${category}`)).item.seoParams],
    ['/videos/', await page('videos')],
    ['/models/', await page('models')],
    ['/free/', await page('free')],
    ['/vr-porn-compilations/', await page('vr-porn-compilations')],
    [`/devices/${device}/`, (await api<{ item: { seoParams: Seo } }>(`/devices/${device}`)).item.seoParams],
    ['/app/', await page('app')],
    ['/try-ar/', (await api<{ ARPage: { seoParams: Seo } }>('/ar-page')).ARPage.seoParams],
  ];
}

describe('SEO text section', () => {
  it('is server-rendered on every route of spec 000 §2.3 with its short text, the hidden full text and Read Full Text', async () => {
    const routes = await seoRoutes();
    expect(routes).toHaveLength(10);
    for (const [path, seo] of routes) {
      expect(plain(seo.shortSeoText), `${path} has a seeded short text`).not.toBe('');
      const html = decodeEntities(await (await fetch(`${run.site.url}${path}`)).text());
      const section = /<section class="seo-text[^"]*" aria-label="About">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
      expect(plain(section), path).toContain(plain(seo.shortSeoText));
      if (seo.fullSeoText) {
        expect(section, path).toMatch(/<div id="[^"]+" class="seo-text__full" hidden="">/);
        expect(plain(section), path).toContain(plain(seo.fullSeoText).slice(0, 40));
        expect(section, path).toContain('Read Full Text');
      }
    }
  });

  it('is not on a route off the list (spec 000 §2.3): /blog/ shows none though its generic page has a short text', async () => {
    const blog = (await api<{ item: { seoParams: Seo } }>('/pages/blog')).item.seoParams;
    expect(plain(blog.shortSeoText)).not.toBe('');
    const html = await (await fetch(`${run.site.url}/blog/`)).text();
    expect(html).toContain('<h1');
    expect(/<section class="seo-text/.test(html)).toBe(false);
  });

  it("'Read Full Text' shows the full text and 'Hide Full Text' hides it again", async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${run.site.url}/videos/`);
    await waitForApp(page);
    const section = page.getByRole('region', { name: 'About' });
    const full = section.locator('.seo-text__full');
    await expect.poll(() => full.isVisible()).toBe(false);
    await section.getByRole('button', { name: 'Read Full Text' }).click();
    await expect.poll(() => full.isVisible()).toBe(true);
    await section.getByRole('button', { name: 'Hide Full Text' }).click();
    await expect.poll(() => full.isVisible()).toBe(false);
    await context.close();
  });
});
