/**
 * Structured data as crawlers get it: every route's server-rendered JSON-LD parses and carries what its
 * type requires (tests/support/structured-data.ts), and the pages that describe an entity or a list emit its type —
 * VideoObject, Person, ItemList, BlogPosting, BreadcrumbList, and the home page's WebSite with a SearchAction.
 */
import { describe, expect, it } from 'vitest';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { firstSlug, siteRoutes } from '../support/routes.ts';
import { jsonLdOf, structuredDataProblems } from '../support/structured-data.ts';

const run = siteAndBrowser();

const typesOf = (documents: unknown[]) => documents.map((d) => (d as { '@type'?: string })['@type']);
const fetchLd = async (path: string) => jsonLdOf(await (await fetch(`${run.site.url}${path}`, { headers: { cookie: 'age_verified_18=1' } })).text());

describe('structured data', () => {
  it('every route has only valid JSON-LD', async () => {
    const problems: string[] = [];
    for (const path of await siteRoutes(run.site.url)) {
      for (const data of await fetchLd(path)) problems.push(...structuredDataProblems(data).map((p) => `${path} ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('each kind of page emits its types', async () => {
    const video = await firstSlug(run.site.url, 'videos');
    const model = await firstSlug(run.site.url, 'models');
    const post = await firstSlug(run.site.url, 'blog-single-post');
    const expected: Array<[string, string[]]> = [
      ['/', ['WebSite']],
      ['/videos/', ['ItemList']],
      [`/videos/${video}/`, ['VideoObject']],
      ['/models/', ['ItemList']],
      [`/models/${model}/`, ['Person']],
      ['/categories/', ['ItemList']],
      ['/free/', ['ItemList', 'BreadcrumbList']],
      ['/blog/', ['ItemList', 'BreadcrumbList']],
      [`/blog/${post}/`, ['BlogPosting', 'BreadcrumbList']],
      ['/help/', ['BreadcrumbList']],
    ];
    for (const [path, types] of expected) {
      expect({ path, types: typesOf(await fetchLd(path)) }).toEqual({ path, types: expect.arrayContaining(types) });
    }
    const [webSite] = (await fetchLd('/')).filter((d) => (d as { '@type': string })['@type'] === 'WebSite') as Array<{
      potentialAction: { target: { urlTemplate: string } };
    }>;
    // The search action's template leads to the search page.
    const searchUrl = webSite?.potentialAction.target.urlTemplate.replace('{search_term_string}', 'headset') ?? '';
    expect(new URL(searchUrl).pathname).toBe('/search/');
    const res = await fetch(`${run.site.url}/search/?s=headset`, { headers: { cookie: 'age_verified_18=1' } });
    expect(res.status).toBe(200);
  });
});
