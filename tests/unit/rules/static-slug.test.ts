import { describe, expect, it } from 'vitest';
import { staticPageSlug } from '../../../domain/static-slug.ts';

describe('the generic page slug of a route (spec 000 §2.4)', () => {
  it.each([
    ['categories-slug', '/categories/romantic/', 'categories'],
    ['models-slug', '/models/ava-stone/', 'models'],
    ['videos-slug', '/videos/a-video/', 'videos'],
    ['blog-slug', '/blog/a-post/', 'blog'],
    ['blog_category-slug', '/blog/category/news/', 'blog'],
  ])('%s loads %s … %s', (route, path, slug) => {
    expect(staticPageSlug(route, path)).toBe(slug);
  });

  it('otherwise loads the first path segment, without the query', () => {
    expect(staticPageSlug('help', '/help/?topic=tech')).toBe('help');
    expect(staticPageSlug('devices-slug', '/devices/meta-quest-3/')).toBe('devices');
    expect(staticPageSlug('try-ar', '/try-ar/')).toBe('try-ar');
  });

  it("loads 'index' on the home page", () => {
    expect(staticPageSlug('index', '/')).toBe('index');
    expect(staticPageSlug('index', '')).toBe('index');
  });

  it('maps vr-cam-tag to the configured cam-list slug', () => {
    expect(staticPageSlug('vr-cam-tag', '/vr-cams/tag/new/', 'live-cams')).toBe('live-cams');
  });
});
