/**
 * The blog (spec 000 §2.2, §2.4 'Blog'): /blog/ lists posts and a post's next link lands on the next post; page 2
 * has rel=prev to /blog/; every blog route is served without JavaScript with its title, canonical and content.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { returningVisitorCookies, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';

const run = siteAndBrowser();
let page: Page;

beforeAll(async () => {
  const context = await run.browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addCookies(returningVisitorCookies(run.site.url));
  page = await context.newPage();
});

const ready = async () => {
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
};

const plainHtml = async (path: string) => {
  const res = await fetch(`${run.site.url}${path}`, { headers: { cookie: 'age_verified_18=1; cookie_consent=accepted' } });
  expect(res.status, path).toBe(200);
  return res.text();
};

const posts = async (query = '') =>
  (
    (await (await fetch(`${run.site.url}/api/content/v1/blog-single-post${query}`)).json()) as {
      items: { slug: string; title: string; excerpt: string }[];
    }
  ).items;

/** The texts of the elements of a class in server HTML (entities decoded). */
const textsOf = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<p class="${className}">([^<]*)</p>`, 'g'))].map((m) =>
    (m[1] ?? '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );

describe('blog', () => {
  it('opens a post from /blog/ and follows its next link to the next post', async () => {
    const [first, second] = await posts();
    await page.goto(`${run.site.url}/blog/`);
    await ready();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Blog');
    await page
      .getByRole('link', { name: first?.title ?? '' })
      .first()
      .click();
    await page.waitForURL(`${run.site.url}/blog/${first?.slug}/`);
    await page.getByRole('heading', { level: 1, name: first?.title }).waitFor();
    expect(await page.getByRole('heading', { name: 'Popular posts' }).count()).toBe(1);

    await page
      .getByRole('navigation', { name: 'More posts' })
      .getByRole('link', { name: /Next post/ })
      .click();
    await page.waitForURL(`${run.site.url}/blog/${second?.slug}/`);
    await page.getByRole('heading', { level: 1, name: second?.title }).waitFor();
    expect(await page.title()).toContain(second?.title ?? '?');
  });

  it("the list's and the popular posts' excerpts are the post's text cut to 55 characters with '...' (§5)", async () => {
    const [first] = await posts();
    const text = (first?.excerpt ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text.length).toBeGreaterThan(55);
    const list = textsOf(await plainHtml('/blog/'), 'blog-card__excerpt');
    expect(list[0]).toBe(`${text.slice(0, 55).trimEnd()}...`);
    const popular = textsOf(await plainHtml(`/blog/${first?.slug}/`), 'blog-card__excerpt');
    expect(popular.length).toBeGreaterThan(0);
    for (const excerpt of [...list, ...popular]) expect(excerpt.length).toBeLessThanOrEqual(58);
  });

  it('page 2 of /blog/ has rel=prev to /blog/ and no rel=next past the last page', async () => {
    const html = await plainHtml('/blog/?page=2');
    expect(html).toMatch(/<link rel="prev" href="[^"]*\/blog\/"/);
    expect(html).not.toMatch(/<link rel="next"/);
    expect(html).toMatch(/<title>[^<]* - Page 2<\/title>/);
  });

  it('serves every blog route without JavaScript with its title, canonical, content and structured data', async () => {
    const [first] = await posts();
    const categories = ((await (await fetch(`${run.site.url}/api/content/v1/blog-category`)).json()) as { items: { slug: string; name: string }[] })
      .items;
    const category = categories[0];
    const cases: Array<[path: string, title: string, content: string, ld: string]> = [
      ['/blog/', 'Blog', first?.title ?? '?', '"ItemList"'],
      [`/blog/${first?.slug}/`, first?.title ?? '?', 'Popular posts', '"BlogPosting"'],
      [`/blog_category/${category?.slug}/`, `${category?.name} - Blog`, (await posts(`-category/${category?.slug}`))[0]?.title ?? '?', '"ItemList"'],
    ];
    for (const [path, title, content, ld] of cases) {
      const html = await plainHtml(path);
      expect(html, path).toMatch(new RegExp(`<title>[^<]*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="http[^"]*${path}"`));
      expect(html, path).toContain(content);
      expect(html, path).toContain(ld);
      expect(html, path).toContain('"BreadcrumbList"');
    }
  });

  it('an unknown blog category is the 404 screen', async () => {
    const res = await fetch(`${run.site.url}/blog_category/no-such-category/`, { redirect: 'manual', headers: { cookie: 'age_verified_18=1' } });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.headers.get('location')).toContain('/404/');
  });
});
