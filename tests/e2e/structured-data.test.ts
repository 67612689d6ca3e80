/**
 * Structured data of the server-rendered pages (issue 10 'Structured data'): every application/ld+json script of the
 * home page, the videos list, a video, a model, the categories, the blog list and a blog post parses, is schema.org
 * and has its type's required properties with absolute URLs (tests/support/structured-data.ts); each page carries
 * the types search engines look for there. Plain fetches, no browser: what a crawler gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ldJsonScripts, structuredDataProblems } from '../support/structured-data.ts';
import { firstSlug } from '../support/routes.ts';
import { type RunningSite, startSite } from '../support/site-process.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

const typesOf = (scripts: unknown[]) => scripts.map((s) => (s as { '@type'?: string })['@type']);

describe('structured data', () => {
  it('every page emits valid schema.org structured data of the types expected there', async () => {
    const pages: [string, string[]][] = [
      ['/', ['WebSite']],
      ['/videos/', ['ItemList']],
      [`/videos/${await firstSlug(site.url, 'videos')}/`, ['VideoObject']],
      ['/models/', ['ItemList']],
      [`/models/${await firstSlug(site.url, 'models')}/`, ['Person']],
      ['/categories/', ['ItemList']],
      ['/blog/', ['ItemList', 'BreadcrumbList']],
      [`/blog/${await firstSlug(site.url, 'blog-single-post')}/`, ['BlogPosting', 'BreadcrumbList']],
    ];
    for (const [path, expected] of pages) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(200);
      const scripts = ldJsonScripts(await res.text());
      expect(typesOf(scripts), path).toEqual(expect.arrayContaining(expected));
      for (const data of scripts)
        expect({ path, type: typesOf([data])[0], problems: structuredDataProblems(data) }).toEqual({
          path,
          type: typesOf([data])[0],
          problems: [],
        });
    }
  });

  it('the video page names its embed page and its trailer file; the home page its search', async () => {
    const slug = await firstSlug(site.url, 'videos');
    const video = ldJsonScripts(await (await fetch(`${site.url}/videos/${slug}/`)).text()).find((s) => typesOf([s])[0] === 'VideoObject') as Record<
      string,
      string
    >;
    expect(video.embedUrl).toMatch(new RegExp(`^https?://[^/]+/embed/${slug}/$`));
    expect(video.contentUrl).toMatch(/^http.*\.(webm|mp4|m3u8)$/);
    expect(video.duration).toMatch(/^PT/);
    const home = ldJsonScripts(await (await fetch(`${site.url}/`)).text()).find((s) => typesOf([s])[0] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(home.potentialAction.target.urlTemplate).toMatch(/^https?:\/\/[^/]+\/search\/\?s=\{search_term_string\}$/);
  });
});
