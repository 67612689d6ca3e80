/** Ad banners (spec 000 §2.3 'Ad banner', 002 §2.1): places by route and the weighted pick. */
import { describe, expect, it } from 'vitest';
import { adPlaceOf, bannerAt, bannerAtAny, pickWeighted } from '../../../domain/ad-banner.ts';
import { createRng } from '../../../backend/seed/prng.ts';

describe('adPlaceOf', () => {
  it('asks for the route name on the routes that show a banner', () => {
    for (const route of ['index', 'videos', 'models-slug', 'categories-slug', 'blog-slug', 'try-ar', 'faq']) expect(adPlaceOf(route)).toBe(route);
  });
  it("asks for 'vr-cam-girls' on every cam route", () => {
    for (const route of ['vr-cam-girls', 'vr-cam-boys', 'vr-cam-tag', 'vr-cam-broadcast']) expect(adPlaceOf(route)).toBe('vr-cam-girls');
  });
  it('shows none elsewhere', () => {
    for (const route of ['videos-slug', 'login', 'join-now', 'main-dashboard', 'search']) expect(adPlaceOf(route)).toBeNull();
  });
});

describe('pickWeighted', () => {
  const items = [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 3 },
    { id: 'c', weight: 6 },
  ];

  it('maps the random number onto the items’ shares, ends included', () => {
    expect(pickWeighted(items, 0)?.id).toBe('a');
    expect(pickWeighted(items, 0.099)?.id).toBe('a');
    expect(pickWeighted(items, 0.1)?.id).toBe('b');
    expect(pickWeighted(items, 0.399)?.id).toBe('b');
    expect(pickWeighted(items, 0.4)?.id).toBe('c');
    expect(pickWeighted(items, 0.999999)?.id).toBe('c');
    expect(pickWeighted(items, 1)?.id).toBe('c');
  });

  it('picks each item in proportion to its weight over many draws', () => {
    const rng = createRng(20261122);
    const draws = 60_000;
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < draws; i++) {
      const picked = pickWeighted(items, rng.next());
      if (picked) counts[picked.id] = (counts[picked.id] ?? 0) + 1;
    }
    // Expected shares 10 %, 30 %, 60 %; the standard error at 60 000 draws is under 0.2 %, so 1 % is wide.
    expect(Math.abs((counts.a ?? 0) / draws - 0.1)).toBeLessThan(0.01);
    expect(Math.abs((counts.b ?? 0) / draws - 0.3)).toBeLessThan(0.01);
    expect(Math.abs((counts.c ?? 0) / draws - 0.6)).toBeLessThan(0.01);
  });

  it('never picks an item without a positive weight; none left, nothing', () => {
    const some = [
      { id: 'zero', weight: 0 },
      { id: 'neg', weight: -2 },
      { id: 'nan', weight: Number.NaN },
      { id: 'one', weight: 1 },
    ];
    for (const r of [0, 0.3, 0.7, 0.99]) expect(pickWeighted(some, r)?.id).toBe('one');
    expect(pickWeighted([{ weight: 0 }], 0.5)).toBeNull();
    expect(pickWeighted([], 0.5)).toBeNull();
  });
});

describe('bannerAt', () => {
  it('shows the picked banner only at the positions it is placed at', () => {
    const banner = { middle: true, bottom: false };
    expect(bannerAt(banner, 'middle')).toBe(banner);
    expect(bannerAt(banner, 'bottom')).toBeNull();
    expect(bannerAt(null, 'middle')).toBeNull();
  });
});

describe('bannerAtAny', () => {
  it('shows a banner once at a spot standing for middle and bottom when it is placed at either', () => {
    const both = ['middle', 'bottom'] as const;
    expect(bannerAtAny({ middle: true, bottom: false }, both)).not.toBeNull();
    expect(bannerAtAny({ middle: false, bottom: true }, both)).not.toBeNull();
    expect(bannerAtAny({ middle: true, bottom: true }, both)).not.toBeNull();
    expect(bannerAtAny({ middle: false, bottom: false }, both)).toBeNull();
    expect(bannerAtAny({ middle: true, bottom: false }, ['bottom'])).toBeNull();
    expect(bannerAtAny(null, both)).toBeNull();
  });
});
