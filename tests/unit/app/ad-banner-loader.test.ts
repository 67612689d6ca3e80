/**
 * The ad banner of a route's page (spec 000 §2.3 'Ad banner'): the loader asks for the route's place and carries
 * ONE picked item (or null) in its data, so the server's pick is the hydrated page's; a failed call is no banner.
 */
import type { Viewer } from '../../../domain/gate.ts';
import { describe, expect, it, vi } from 'vitest';
import { loadAdBanner } from '../../../app/router/ad-banner.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { categoriesRoute, videosRoute } from '../../../app/router/routes/catalogue.tsx';
import { staticPageRoutes } from '../../../app/router/routes/static-pages.tsx';
import type { Services } from '../../../app/router/services.ts';
import { AdBanner } from '../../../contracts/ad-banner.ts';
import { HomePageBuilder, type StaticPage } from '../../../contracts/content-api.ts';

/** A guest's viewer, as the root's beforeLoad puts it in the context. */
const GUEST: Viewer = { loggedIn: false, kind: 'standard', verifiedView: false, mustVerify: false };

const banner = (id: number, weight: number) => AdBanner.parse({ id, type: 3, weight, middle: true });
const BANNERS = [banner(1, 1), banner(2, 3)];

function fakeServices(adBanners: (place: string) => Promise<AdBanner[]>) {
  const asked: string[] = [];
  const content = {
    adBanners: vi.fn(async (place: string) => {
      asked.push(place);
      return adBanners(place);
    }),
    categories: async () => [],
    homePageBuilder: async () => HomePageBuilder.parse({}),
    videos: async () => ({ items: [], pages: 1 }),
    page: async (slug: string) => ({ id: 1, slug, title: slug }) as unknown as StaticPage,
  };
  const services = { config: loadConfig({}).public, content, nowMs: () => 0 } as unknown as Services;
  return { services, asked, content };
}

type Fn = (arg: never) => unknown;
const call = (fn: unknown, arg: unknown) => (fn as Fn)(arg as never) as Promise<{ adBanner: AdBanner | null }>;

describe('loadAdBanner', () => {
  it("asks for the route's place and picks one item by weight", async () => {
    const { services, asked } = fakeServices(async () => BANNERS);
    expect((await loadAdBanner(services, 'index', () => 0))?.id).toBe(1);
    expect((await loadAdBanner(services, 'index', () => 0.24))?.id).toBe(1);
    expect((await loadAdBanner(services, 'index', () => 0.25))?.id).toBe(2);
    expect((await loadAdBanner(services, 'vr-cam-boys', () => 0.99))?.id).toBe(2);
    expect(asked).toEqual(['index', 'index', 'index', 'vr-cam-girls']);
  });

  it('asks nothing on a route without a banner', async () => {
    const { services, content } = fakeServices(async () => BANNERS);
    expect(await loadAdBanner(services, 'videos-slug')).toBeNull();
    expect(await loadAdBanner(services, 'terms-and-conditions')).toBeNull();
    expect(content.adBanners).not.toHaveBeenCalled();
  });

  it('is no banner when the place has none or the call fails', async () => {
    expect(await loadAdBanner(fakeServices(async () => []).services, 'videos')).toBeNull();
    expect(await loadAdBanner(fakeServices(async () => Promise.reject(new Error('boom'))).services, 'videos')).toBeNull();
  });
});

describe('route loaders carry the picked banner', () => {
  it('/videos/ and /categories/ carry one item of their own place, picked on each load', async () => {
    const { services, asked } = fakeServices(async () => BANNERS);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.9);
    try {
      const videos = await call(videosRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 1 } });
      expect(videos.adBanner?.id).toBe(2);
      random.mockReturnValue(0.1);
      const categories = await call(categoriesRoute.options.loader, { context: { services } });
      expect(categories.adBanner?.id).toBe(1);
      expect(asked).toEqual(['videos', 'categories']);
      // Plain data, so it travels in the dehydrated loader data.
      expect(JSON.parse(JSON.stringify(videos.adBanner))).toEqual(videos.adBanner);
    } finally {
      random.mockRestore();
    }
  });

  it('the contact page carries a banner, a legal page asks for none', async () => {
    const { services, asked } = fakeServices(async () => BANNERS);
    const route = (slug: string) => staticPageRoutes.find((r) => (r.options as { path?: string }).path === `/${slug}/`);
    const contact = await call(route('contact')?.options.loader, { context: { services } });
    expect(contact.adBanner).not.toBeNull();
    const terms = await call(route('terms-and-conditions')?.options.loader, { context: { services } });
    expect(terms.adBanner).toBeNull();
    expect(asked).toEqual(['contact']);
  });

  it('a failing banner call leaves the page as it was, with no banner', async () => {
    const { services } = fakeServices(async () => Promise.reject(new Error('down')));
    const videos = await call(videosRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 1 } });
    expect(videos.adBanner).toBeNull();
  });
});
