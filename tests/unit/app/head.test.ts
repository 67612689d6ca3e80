import { describe, expect, it } from 'vitest';
import { emptySeoParams } from '../../../contracts/common.ts';
import { detailHead, listHead } from '../../../app/router/head.ts';

const site = { siteName: 'VelvetVR', siteUrl: 'https://velvetvr.test' };
const base = { path: '/videos/', title: 'VR Porn Videos' };

describe('page head (spec 000 §2.1, §2.3)', () => {
  it('adds the page to title and description after page 1 and links prev/next', () => {
    const head = listHead(site, { ...base, page: 2, pages: 5, description: 'All videos.' });
    expect(head.meta).toContainEqual({ title: 'VR Porn Videos - Page 2' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'All videos. Page 2' });
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://velvetvr.test/videos/?page=2' },
      { rel: 'prev', href: 'https://velvetvr.test/videos/' },
      { rel: 'next', href: 'https://velvetvr.test/videos/?page=3' },
    ]);
  });

  it('has no prev on page 1, no next on the last page, and no description suffix without a description', () => {
    expect(listHead(site, { ...base, page: 1, pages: 2 }).links.map((l) => l.rel)).toEqual(['canonical', 'next']);
    const last = listHead(site, { ...base, page: 2, pages: 2 });
    expect(last.links.map((l) => l.rel)).toEqual(['canonical', 'prev']);
    expect(last.meta.find((m) => m.name === 'description')).toBeUndefined();
  });

  it('never links prev/next past the last page', () => {
    expect(listHead(site, { ...base, page: 999, pages: 13 }).links.map((l) => l.rel)).toEqual(['canonical']);
  });

  it('gives a single page (e.g. a category with its paged videos) the page in title and canonical, but no rel prev/next', () => {
    const head = detailHead(site, { path: '/categories/romantic/', title: 'Romantic', page: 2 });
    expect(head.meta).toContainEqual({ title: 'Romantic - Page 2' });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://velvetvr.test/categories/romantic/?page=2' }]);
  });

  it('uses seoParams for Open Graph and Twitter, and emits JSON-LD only when enabled', () => {
    const seo = {
      ...emptySeoParams,
      title: 'Sunset Rooftop',
      jsonLdScriptEnabled: true,
      ogParams: {
        enabled: true,
        title: 'OG title',
        type: 'video.movie',
        url: '',
        description: 'OG text',
        siteName: '',
        imageSecureFile: null,
        imageSecureUrl: '',
      },
    };
    const head = detailHead(site, { ...base, seo, image: '/media/a.jpg', jsonLd: { '@type': 'VideoObject', name: '</script>' } });
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'OG title' });
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://velvetvr.test/media/a.jpg' });
    expect(head.meta).toContainEqual({ name: 'twitter:title', content: 'Sunset Rooftop' });
    expect(head.scripts[0]?.children).not.toContain('</script>');
    expect(detailHead(site, { ...base, seo: { ...seo, jsonLdScriptEnabled: false }, jsonLd: { a: 1 } }).scripts).toEqual([]);
  });

  it("shares a raster image only: an SVG (which link previews do not render) gives way to the page's next image, else to none (the root's)", () => {
    const imageOf = (head: { meta: Record<string, string>[] }, key: string) => head.meta.find((m) => m.property === key || m.name === key)?.content;
    const og = {
      enabled: true,
      title: '',
      type: 'website',
      url: '',
      description: '',
      siteName: '',
      imageSecureFile: null,
      imageSecureUrl: '/media/art/video/1.svg',
    };
    const seo = { ...emptySeoParams, ogParams: og };
    const withPoster = detailHead(site, { ...base, seo, image: '/media/share/video/1.png' });
    expect(imageOf(withPoster, 'og:image')).toBe('https://velvetvr.test/media/share/video/1.png');
    const svgOnly = detailHead(site, { ...base, seo, image: '/media/art/video/1.svg' });
    expect([imageOf(svgOnly, 'og:image'), imageOf(svgOnly, 'twitter:image')]).toEqual([undefined, undefined]);
  });
});

describe('the login page head (every page describes itself)', () => {
  it('has a meta description and stays out of search results', async () => {
    const { loadConfig } = await import('../../../app/config/env.ts');
    const { loginRoute } = await import('../../../app/router/routes/account.tsx');
    const config = loadConfig({}).public;
    const head = await (loginRoute.options.head as unknown as (ctx: unknown) => Promise<{ meta: Record<string, string>[] }>)({
      match: { context: { services: { config } } },
    });
    expect(head.meta.find((m) => m.name === 'description')?.content).toContain(config.siteName);
    expect(head.meta.find((m) => m.name === 'robots')?.content).toBe('noindex, follow');
  });
});
