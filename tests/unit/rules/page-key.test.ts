/** The analytics page key of each route (spec 000 §2.1). */
import { describe, expect, it } from 'vitest';
import { pageKeyOf } from '../../../domain/page-key.ts';

describe('pageKeyOf', () => {
  it.each([
    ['/', 'main/main'],
    ['/blog/first-steps-in-vr/', 'article/first-steps-in-vr'],
    ['/models/ava-stone/', 'model/ava-stone'],
    ['/videos/neon-balcony-getaway/', 'video/neon-balcony-getaway'],
    ['/video/neon-balcony-getaway/', 'video/neon-balcony-getaway'],
    ['/categories/pov/', 'category/pov'],
    ['/devices/quest-3', 'device/quest-3'],
  ])('%s gives %s', (path, key) => expect(pageKeyOf(path)).toBe(key));

  it.each([
    ['/videos/', 'page/videos'],
    ['/models/', 'page/models'],
    ['/blog/', 'page/blog'],
    ['/models/tag/redheads/', 'page/models'],
    ['/blog_category/news/', 'page/blog_category'],
    ['/join-now/authenticated/', 'page/join-now'],
    ['/help/', 'page/help'],
  ])('any other path gives page/{first segment}: %s gives %s', (path, key) => expect(pageKeyOf(path)).toBe(key));
});
