/**
 * Link previews as the large social networks' crawlers read them (issue 37 'SEO'): no cookies, a crawler's user
 * agent, only the server HTML's head. Every page names a raster image (a link preview renders no SVG), and a video
 * page's card carries its title, description, address and its own picture as a 1200×630 PNG.
 */
import { describe, expect, it } from 'vitest';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { firstSlug, siteRoutes } from '../support/routes.ts';

const run = siteAndBrowser();

const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

/** The head's Open Graph and Twitter values, by property or name. */
async function cardOf(path: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${run.site.url}${path}`, { headers: CRAWLER })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const card: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /(?:property|name)="((?:og|twitter):[^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) card[key] = content.replaceAll('&amp;', '&');
  }
  return card;
}

/** A PNG's width and height from its header, or null when the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('link previews', () => {
  it("a video page's card: its title, description, address and its picture, a 1200×630 PNG that answers", async () => {
    const slug = await firstSlug(run.site.url, 'videos');
    const card = await cardOf(`/videos/${slug}/`);
    expect(card['og:title']).toMatch(/ - VR Video with /);
    expect(card['og:description']).toMatch(/virtual reality scene/);
    expect(card['twitter:card']).toBe('summary_large_image');
    expect(new URL(card['og:url'] ?? '').pathname).toBe(`/videos/${slug}/`);
    expect(card['og:image']).toMatch(/^http:\/\/[^/]+\/media\/share\/video\/\d+\.png$/);
    expect(card['twitter:image']).toBe(card['og:image']);
    const image = await fetch(card['og:image'] ?? '', { headers: CRAWLER });
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('every page names a raster og:image and twitter:image (PNG or JPEG, never SVG)', async () => {
    const problems: string[] = [];
    for (const path of await siteRoutes(run.site.url)) {
      const card = await cardOf(path);
      for (const key of ['og:image', 'twitter:image'])
        if (!/\.(png|jpe?g)$/.test(card[key] ?? '')) problems.push(`${path} ${key}=${card[key] ?? '(none)'}`);
    }
    expect(problems).toEqual([]);
  });
});
