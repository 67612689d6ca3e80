/** Content API client (spec 000 §7 'Content'; §3 permalinks prefixed with the content host; §2.4 fileSize -1; §8 empty defaults). */
import { describe, expect, it } from 'vitest';
import { emptyHomePageBuilder, emptySoftPage, emptyVideoList } from '../../../contracts/content-api.ts';
import { emptyDigest } from '../../../contracts/digest.ts';
import { emptySearchResults } from '../../../contracts/search.ts';
import { createContentApi } from '../../../adapters/content-api.ts';
import { UpstreamUnavailable } from '../../../adapters/upstream-error.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';

const sanitizer = async () => serverSanitizer();

const HOST = 'https://cdn.test';

const video = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'sunset-loft',
  title: 'Sunset Loft',
  publishedAt: 1_700_000_000,
  poster: { alt: 'poster', permalink: '/media/posters/1.svg' },
  image: { alt: 'image', permalink: 'https://elsewhere.test/1.svg' },
  videoPreviewPoster: '/media/previews/1.webm',
  galleryImages: [{ alt: 'g', permalink: '/media/gallery/1.svg' }],
  seoParams: {
    ogParams: { enabled: true, imageSecureFile: { permalink: '/media/og/1.png' } },
    twitterParams: { enabled: true, imageFile: { permalink: '/media/tw/1.png' } },
  },
  videoPlayerSources: {
    full: [
      { src: '/media/clips/1-4k.webm', quality: '4K', fileSize: 1000 },
      { src: '/media/clips/1-8k.webm', quality: '8K', fileSize: -1 },
    ],
    trailer: [
      { src: '/media/clips/1-t-2k.webm', quality: '2K', fileSize: -1 },
      { src: '/media/clips/1-t-4k.webm', quality: '4K', fileSize: 20 },
    ],
  },
  ...over,
});

const model = {
  id: 9,
  slug: 'ava-stone',
  title: 'Ava Stone',
  featuredImage: { alt: 'Ava', permalink: '/media/models/9.svg' },
};

describe('media permalinks', () => {
  it('prefixes root-relative media URLs and player sources with the content host, leaving absolute ones', async () => {
    const h = harness([json({ item: video() })]);
    const v = await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).video('sunset-loft');
    expect(v?.poster.permalink).toBe('https://cdn.test/media/posters/1.svg');
    expect(v?.image?.permalink).toBe('https://elsewhere.test/1.svg');
    expect(v?.videoPreviewPoster).toBe('https://cdn.test/media/previews/1.webm');
    expect(v?.galleryImages[0]?.permalink).toBe('https://cdn.test/media/gallery/1.svg');
    expect(v?.seoParams.ogParams?.imageSecureFile?.permalink).toBe('https://cdn.test/media/og/1.png');
    expect(v?.seoParams.twitterParams?.imageFile?.permalink).toBe('https://cdn.test/media/tw/1.png');
    expect(v?.videoPlayerSources.full.map((s) => s.src)).toEqual(['https://cdn.test/media/clips/1-4k.webm']);
  });

  it('leaves permalinks as they are when the content host is empty (embedded mode)', async () => {
    const h = harness([json({ items: [model], pages: 1 })]);
    const list = await createContentApi(h.http, { contentHost: '', sanitizer, log: h.log }).models({ page: 1 });
    expect(list.items[0]?.featuredImage.permalink).toBe('/media/models/9.svg');
  });

  it('prefixes the logos and menu icons of the digest', async () => {
    const h = harness([
      json({
        digest: {
          headerMenu: [{ type: 'main', items: [{ id: 1, label: 'Videos', link: '/videos/', icon: { alt: '', permalink: '/media/icons/v.svg' } }] }],
          siteSettings: { headerLogoColor: { permalink: '/media/logo.svg' }, footerLogo: { permalink: '/media/logo-f.svg' } },
        },
      }),
    ]);
    const d = await createContentApi(h.http, { contentHost: `${HOST}/`, sanitizer, log: h.log }).digest();
    expect(d.siteSettings.headerLogoColor?.permalink).toBe('https://cdn.test/media/logo.svg');
    expect(d.siteSettings.footerLogo?.permalink).toBe('https://cdn.test/media/logo-f.svg');
    expect(d.headerMenu[0]?.items[0]?.icon?.permalink).toBe('https://cdn.test/media/icons/v.svg');
    expect(d.headerMenu[0]?.items[0]?.link).toBe('/videos/');
  });

  it('prefixes category images of both kinds', async () => {
    const h = harness([
      json({
        items: [
          { id: 1, name: 'Beach', slug: 'beach', categoryImage: { alt: '', permalink: '/media/c/1.svg' } },
          { id: 2, type: 'member-plus', name: 'Extra', slug: 'extra', image: { alt: '', permalink: '/media/c/2.svg' } },
        ],
      }),
    ]);
    const cats = await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).categories();
    expect(cats.map((c) => ('type' in c ? c.image.permalink : c.categoryImage.permalink))).toEqual([
      'https://cdn.test/media/c/1.svg',
      'https://cdn.test/media/c/2.svg',
    ]);
  });
});

describe('player sources', () => {
  it('removes sources whose fileSize is -1 from both the full and the trailer lists', async () => {
    const h = harness([json({ items: [video()], pages: 1 })]);
    const list = await createContentApi(h.http, { contentHost: '', sanitizer, log: h.log }).videos({ page: 1, sort: 'latest' });
    const v = list.items[0];
    if (!v || 'type' in v) throw new Error('expected a video');
    expect(v.videoPlayerSources.full.map((s) => s.quality)).toEqual(['4K']);
    expect(v.videoPlayerSources.trailer.map((s) => s.quality)).toEqual(['4K']);
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/videos?page=1&sort=latest');
  });
});

describe('empty defaults', () => {
  it('a digest that does not parse gives the empty digest and is logged', async () => {
    const h = harness([json({ digest: { headerMenu: 'oops' } })]);
    expect(await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).digest()).toEqual(emptyDigest);
    expect(h.log.entries.some((e) => e.msg.includes('digest'))).toBe(true);
  });

  it('failed lists give the spec empty defaults', async () => {
    const h = harness([json({}, 500)]);
    const api = createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });
    expect(await api.homePageBuilder()).toEqual(emptyHomePageBuilder);
    expect(await api.videos({})).toEqual(emptyVideoList);
    expect(await api.modelVideos(9)).toEqual(emptyVideoList);
    expect(await api.models({})).toEqual({ items: [], pages: 0 });
    expect(await api.similarVideos('x')).toEqual([]);
    expect(await api.similarModels('x')).toEqual([]);
    expect(await api.categories()).toEqual([]);
    expect(await api.favoriteModelIds()).toEqual([]);
  });

  it('a failed detail call is no 404: it throws UpstreamUnavailable, status 503, and does not go to /404/', async () => {
    const h = harness([json({}, 500)]);
    const api = createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });
    for (const detail of [() => api.video('x'), () => api.model('x'), () => api.category('x'), () => api.page('x')]) {
      await expect(detail()).rejects.toBeInstanceOf(UpstreamUnavailable);
      await expect(detail()).rejects.toMatchObject({ status: 503 });
    }
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('an unknown video, model, category, tag, page, post or device gives null and leaves the page where it is: its route goes to /404/ with the slug, and a preload on hover must not', async () => {
    const h = harness(Array.from({ length: 9 }, () => json({ message: 'Not found' }, 404)));
    const api = createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });
    for (const detail of [
      () => api.video('nope'),
      () => api.model('nope'),
      () => api.category('nope'),
      () => api.videoTag('nope'),
      () => api.modelTag('nope'),
      () => api.page('nope'),
      () => api.blogCategory('nope'),
      () => api.blogPost('nope'),
      () => api.device('nope', { page: 1, limit: 12 }),
    ])
      expect(await detail()).toBeNull();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('favoriteModelIds returns the ids with the bearer token', async () => {
    const h = harness([json({ data: { ids: [3, 9] } })]);
    expect(await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).favoriteModelIds()).toEqual([3, 9]);
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/user/favorite-model-ids');
    expect(h.requests[0]?.headers.authorization).toBe('Bearer A1');
  });
});

describe('HTML from the content API (one sanitiser before anything renders it)', () => {
  const payload = '<p>Fine <b>text</b></p><img src=x onerror="window.x=1"><script>window.x=2</script><a href="javascript:window.x=3">link</a>';
  const clean = '<p>Fine <b>text</b></p><img src="x"><a>link</a>';
  const seoParams = { shortSeoText: payload, fullSeoText: `<svg/onload=window.x=4>${payload}` };

  it('cleans a static page’s text, its sections and its SEO texts', async () => {
    const h = harness([
      json({
        item: {
          id: 1,
          slug: 'faq',
          title: 'FAQ',
          text: payload,
          sections: [{ title: 'One', text: payload }],
          createdAt: 1,
          updatedAt: 1,
          publishedAt: 1,
          seoParams,
        },
      }),
    ]);
    const page = await createContentApi(h.http, { contentHost: '', sanitizer, log: h.log }).page('faq');
    expect(page?.text).toBe(clean);
    expect(page?.sections[0]?.text).toBe(clean);
    expect(page?.seoParams.shortSeoText).toBe(clean);
    expect(page?.seoParams.fullSeoText).toBe(clean);
  });

  it('cleans the home description area and the SEO texts of a video', async () => {
    const h = harness([json({ homePageBuilder: { descriptionArea: payload, seoParams } }), json({ item: video({ seoParams }) })]);
    const api = createContentApi(h.http, { contentHost: '', sanitizer, log: h.log });
    const home = await api.homePageBuilder();
    expect(home.descriptionArea).toBe(clean);
    expect(home.seoParams.shortSeoText).toBe(clean);
    const v = await api.video('sunset-loft');
    expect(v?.seoParams.fullSeoText).toBe(clean);
  });
});

describe('the home soft data (spec 000 §2.4, §8)', () => {
  it('reads the whole body of /soft-page with its media prefixed', async () => {
    const h = harness([
      json({
        title: 'Step inside',
        subtitle: 'Join today',
        models: [model],
        videos: [video()],
        slides: [{ id: 1, title: 'S', text: 't', link: '/videos/', image: { alt: '', permalink: '/media/s.svg' } }],
      }),
    ]);
    const soft = await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).softPage();
    expect([soft.title, soft.subtitle]).toEqual(['Step inside', 'Join today']);
    expect(soft.models[0]?.featuredImage.permalink).toBe('https://cdn.test/media/models/9.svg');
    expect(soft.slides[0]?.image.permalink).toBe('https://cdn.test/media/s.svg');
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/soft-page');
    expect(h.log.entries).toEqual([]);
  });

  it("logs 'Failed to fetch soft data' and gives the empty soft page when the call fails", async () => {
    const h = harness([json({ message: 'down' }, 500)]);
    const soft = await createContentApi(h.http, { contentHost: '', sanitizer, log: h.log }).softPage();
    expect(soft).toEqual(emptySoftPage);
    expect(h.log.entries.map((e) => e.msg)).toContain('Failed to fetch soft data');
  });
});

describe('the AI-mask pop-up settings (spec 000 §7 GET /aima{secret}, §8)', () => {
  const item = {
    isActive: true,
    title: 'AI Engine',
    text: 'In your room.',
    video: { src: '/media/clips/preview-3.webm', poster: '/media/p.svg' },
    buttonText: 'Try AR Videos',
    buttonLink: '/try-ar/',
    delaySeconds: 4,
  };
  const api = (h: ReturnType<typeof harness>) => createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log });

  it('asks /aima{secret} and gives the item with its clip on the content host', async () => {
    const h = harness([json({ item })]);
    const popup = await api(h).aiMaskPopup('s3cr3t');
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/aimas3cr3t');
    expect(popup).toEqual({
      ...item,
      video: { src: 'https://cdn.test/media/clips/preview-3.webm', poster: 'https://cdn.test/media/p.svg' },
      position: 'center center',
      persistent: false,
    });
    expect(h.log.entries).toEqual([]);
  });

  it("logs 'No data received' for an answer without an item, and 'Error fetching popup video AI mask:' when the call fails", async () => {
    const empty = harness([json({ item: null })]);
    expect(await api(empty).aiMaskPopup('s')).toBeNull();
    expect(empty.log.entries.map((e) => e.msg)).toEqual(['No data received']);
    for (const answer of [json({ message: 'down' }, 500), json({ item: { ...item, title: 42 } })]) {
      const failed = harness([answer]);
      expect(await api(failed).aiMaskPopup('s')).toBeNull();
      expect(failed.log.entries.map((e) => e.msg)).toContain('Error fetching popup video AI mask:');
    }
  });
});

describe('the login page sliders (spec 000 §7)', () => {
  it('reads the items with their images prefixed, and none when the call fails', async () => {
    const slide = { id: 1, title: 'Any headset', text: 't', link: '/devices/', image: { alt: '', permalink: '/media/s.svg' } };
    const ok = harness([json({ items: [slide] })]);
    expect(await createContentApi(ok.http, { contentHost: HOST, sanitizer, log: ok.log }).loginPageSliders()).toEqual([
      { ...slide, image: { alt: '', permalink: 'https://cdn.test/media/s.svg' } },
    ]);
    const down = harness([json({}, 500)]);
    expect(await createContentApi(down.http, { contentHost: '', sanitizer, log: down.log }).loginPageSliders()).toEqual([]);
  });
});

describe('ad banners (spec 000 §2.3, §3)', () => {
  const banner = {
    id: 11,
    type: 3,
    weight: 2,
    bottom: true,
    videoDesktop: { permalink: '/media/clips/preview-1.webm' },
    imagesDesktop: [{ image: { permalink: '/media/art/banner/11-desktop.svg' }, link: '/join-now/' }],
    imagesMobile: [{ image: { permalink: 'https://ads.test/11.svg', alt: 'Ad' }, link: 'https://partner.test/', openLinkInNewTab: true }],
    iframesMobile: [{ iframe: '/media/ads/11-mobile.html' }],
  };

  it('reads a place’s banners with their media and framed pages on the content host, links left as they are', async () => {
    const h = harness([json({ data: [banner] })]);
    const [b] = await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).adBanners('videos');
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/ad-banner/videos');
    expect(b).toMatchObject({ id: 11, type: 3, weight: 2, middle: false, bottom: true, videoMobile: null, iframesDesktop: [] });
    expect(b?.videoDesktop?.permalink).toBe('https://cdn.test/media/clips/preview-1.webm');
    expect(b?.imagesDesktop[0]).toEqual({
      image: { permalink: 'https://cdn.test/media/art/banner/11-desktop.svg', alt: '' },
      link: '/join-now/',
      openLinkInNewTab: false,
    });
    expect(b?.imagesMobile[0]?.image.permalink).toBe('https://ads.test/11.svg');
    expect(b?.iframesMobile[0]?.iframe).toBe('https://cdn.test/media/ads/11-mobile.html');
  });

  it('gives no banner when the call fails or its answer breaks the contract, and logs it', async () => {
    for (const answer of [json({}, 500), json({ data: [{ id: 'x' }] })]) {
      const h = harness([answer]);
      expect(await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).adBanners('videos')).toEqual([]);
      expect(h.log.entries.some((e) => e.level === 'error' && e.msg.includes('adBanner'))).toBe(true);
    }
  });
});

describe('search (spec 000 §7 GET /search/{query}, §8 Search non-200)', () => {
  const results = {
    data: {
      pages: [],
      blogPosts: [{ id: 1, slug: 'p', title: 'P', image: { alt: '', permalink: '/media/b.svg' }, publishedAt: 5 }],
      models: [model],
      videos: [video()],
    },
  };

  it('calls /search/{query} with the query encoded and prefixes the media', async () => {
    const h = harness([json(results)]);
    const found = await createContentApi(h.http, { contentHost: HOST, sanitizer, log: h.log }).search('spa day/2');
    expect(h.requests[0]?.url).toBe('https://cdn.test/api/content/v1/search/spa%20day%2F2');
    expect(found.videos[0]?.poster.permalink).toBe('https://cdn.test/media/posters/1.svg');
    expect(found.blogPosts[0]?.image?.permalink).toBe('https://cdn.test/media/b.svg');
    expect(found.special).toBeNull();
    expect(h.log.entries).toEqual([]);
  });

  it("logs 'Wrong Status' and gives the empty results on a non-200 answer or an answer that does not parse", async () => {
    for (const answer of [json({ message: 'down' }, 500), json({ status: { code: 400, message: 'bad' } }, 400), json({ data: { videos: 'x' } })]) {
      const h = harness([answer]);
      const found = await createContentApi(h.http, { contentHost: '', sanitizer, log: h.log }).search('spa');
      expect(found).toEqual(emptySearchResults);
      expect(h.log.entries.map((e) => e.msg)).toContain('Wrong Status');
    }
  });

  it('gives the empty results, unlogged, when a newer search aborted the call', async () => {
    const h = harness(['hang']);
    const controller = new AbortController();
    const pending = createContentApi(h.http, { contentHost: '', sanitizer, log: h.log }).search('spa', controller.signal);
    controller.abort();
    expect(await pending).toEqual(emptySearchResults);
    expect(h.log.entries.map((e) => e.msg)).not.toContain('Wrong Status');
  });
});
