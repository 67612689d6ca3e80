/** Catalogue and 404 route loaders and heads with fake adapters (spec 000 §2.1 paging, §2.4 'Error screens', §8). */
import type { Viewer } from '../../../domain/gate.ts';
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../app/config/env.ts';
import { categoryRoute, modelsRoute, videoRoute, videosRoute } from '../../../app/router/routes/catalogue.tsx';
import { notFoundRoute, splatRoute } from '../../../app/router/routes/not-found.tsx';
import type { Services } from '../../../app/router/services.ts';
import { HomePageBuilder, Model, StandardCategory, StaticPage, Video, type VideoQuery } from '../../../contracts/content-api.ts';

/** A guest's viewer, as the root's beforeLoad puts it in the context. */
const GUEST: Viewer = { loggedIn: false, kind: 'standard', verifiedView: false, mustVerify: false };

const video = (id: number) =>
  Video.parse({ id, slug: `v${id}`, title: `Video ${id}`, publishedAt: id, poster: { alt: '', permalink: `/p${id}.svg` } });
const model = (id: number) => Model.parse({ id, slug: `m${id}`, title: `Model ${id}`, featuredImage: { alt: '', permalink: `/m${id}.svg` } });
const category = StandardCategory.parse({ id: 1, name: 'Romantic', slug: 'romantic', categoryImage: { permalink: '/c.svg' } });

function fakeServices(pages = 13) {
  const videoQueries: Partial<VideoQuery>[] = [];
  const content = {
    homePageBuilder: async () => HomePageBuilder.parse({ topModels: [model(1)] }),
    categories: async () => [category],
    category: async (slug: string) => (slug === 'romantic' ? category : null),
    videos: async (q: Partial<VideoQuery> = {}) => {
      videoQueries.push(q);
      return { items: [video(1), video(2)], pages };
    },
    models: async () => ({ items: [model(1)], pages }),
    modelTags: async () => [],
    video: async () => null,
    similarVideos: async () => [],
    // The list routes' generic pages (their SEO text): the videos page has one, the models page's call fails.
    page: async (slug: string) => {
      if (slug === 'videos')
        return StaticPage.parse({
          id: 1,
          slug,
          title: 'Videos',
          createdAt: 0,
          updatedAt: 0,
          publishedAt: 0,
          seoParams: { shortSeoText: 'Short.', fullSeoText: 'Full.' },
        });
      throw new Error('upstream down');
    },
  };
  const services = { config: loadConfig({}).public, content, nowMs: () => 0 } as unknown as Services;
  return { services, videoQueries };
}

// The route options are called the way the router calls them; the arguments carry only what these routes read.
type Fn = (arg: never) => unknown;
const call = (fn: unknown, arg: unknown) => (fn as Fn)(arg as never);
const thrown = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
};
const headOf = async (route: { options: { head?: unknown } }, loaderData: unknown, match: Record<string, unknown>, services: Services) =>
  (await call(route.options.head, { loaderData, match: { context: { services }, status: 'success', ...match }, params: {} })) as {
    meta: Record<string, string>[];
    links?: { rel: string; href: string }[];
  };

describe('list pages past their last page (spec 000 §2.1)', () => {
  it('render the 404 screen in place with its suggestion lists, for videos, models and a category', async () => {
    const { services } = fakeServices(13);
    const runs = [
      () => call(videosRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 999 } }),
      () => call(modelsRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 14 } }),
      () => call(categoryRoute.options.loader, { context: { services, viewer: GUEST }, params: { slug: 'romantic' }, deps: { page: 999 } }),
    ];
    for (const run of runs) {
      const error = await thrown(run);
      expect(isNotFound(error)).toBe(true);
      expect((error as { data: { videos: unknown[]; models: unknown[] } }).data.models).toHaveLength(1);
    }
    expect(videosRoute.options.notFoundComponent).toBeDefined();
    expect(modelsRoute.options.notFoundComponent).toBeDefined();
    expect(categoryRoute.options.notFoundComponent).toBeDefined();
  });

  it("carry their generic page's SEO text (spec 000 §2.3); a failing page call drops only the text", async () => {
    const { services } = fakeServices(13);
    const videos = (await call(videosRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 1 } })) as {
      seoText: unknown;
      list: { items: unknown[] };
    };
    expect(videos.seoText).toEqual({ short: 'Short.', full: 'Full.' });
    const models = (await call(modelsRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 1 } })) as {
      seoText: unknown;
      list: { items: unknown[] };
    };
    expect(models.seoText).toBeNull();
    expect(models.list.items).toHaveLength(1);
  });

  it('keep the last page and an empty first page', async () => {
    const { services } = fakeServices(13);
    await expect(call(videosRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 13 } })).resolves.toBeDefined();
    const empty = fakeServices(0);
    await expect(
      call(modelsRoute.options.loader, { context: { services: empty.services, viewer: GUEST }, deps: { page: 1 } }),
    ).resolves.toBeDefined();
  });

  it("title the in-place 404 screen 'Nothing found for {slug}' without rel links", async () => {
    const { services } = fakeServices();
    const head = await headOf(videosRoute, undefined, { status: 'notFound', pathname: '/videos/' }, services);
    expect(head.meta).toContainEqual({ title: 'Nothing found for videos - VelvetVR' });
    expect(head.links ?? []).toEqual([]);
  });
});

describe('rel prev/next (spec 000 §2.1): models, videos and blog lists only', () => {
  it('links the videos list within its pages', async () => {
    const { services } = fakeServices(13);
    const data = await call(videosRoute.options.loader, { context: { services, viewer: GUEST }, deps: { page: 2 } });
    expect((await headOf(videosRoute, data, { pathname: '/videos/' }, services)).links?.map((l) => l.rel)).toEqual(['canonical', 'prev', 'next']);
  });

  it('gives the category page its page in the title and canonical, but no rel prev/next', async () => {
    const { services } = fakeServices(13);
    const data = await call(categoryRoute.options.loader, { context: { services, viewer: GUEST }, params: { slug: 'romantic' }, deps: { page: 2 } });
    const head = await headOf(categoryRoute, data, { pathname: '/categories/romantic/' }, services);
    expect(head.links?.map((l) => l.rel)).toEqual(['canonical']);
    expect(head.links?.[0]?.href).toMatch(/\/categories\/romantic\/\?page=2$/);
    expect(head.meta[0]?.title).toMatch(/ - Page 2$/);
  });
});

describe('the 404 screen (spec 000 §2.4 Error screens, §8)', () => {
  it('goes to /404/ with the slug after an API 404, and keeps the slug in its title', async () => {
    const { services } = fakeServices();
    const error = await thrown(() => call(videoRoute.options.loader, { context: { services }, params: { slug: 'nope' } }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string; search: unknown } }).options).toMatchObject({ to: '/404/', search: { slug: 'nope' } });
    expect((await headOf(notFoundRoute, undefined, { search: { slug: 'nope' } }, services)).meta).toContainEqual({
      title: 'Nothing found for nope - VelvetVR',
    });
    expect((await headOf(notFoundRoute, undefined, { search: {} }, services)).meta).toContainEqual({ title: 'Nothing found for 404 - VelvetVR' });
  });

  it('fetches the latest videos without custom items in the bonus-video category key 0', async () => {
    const { services, videoQueries } = fakeServices();
    await call(splatRoute.options.loader, { context: { services } });
    expect(videoQueries).toEqual([expect.objectContaining({ show_custom_video: 0, sort: 'latest', category: '0' })]);
  });
});
