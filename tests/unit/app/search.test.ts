/** List pages' query parameters (spec 000 §2.1): good values pass, bad ones fall back to the defaults. */
import { describe, expect, it } from 'vitest';
import { LoginSearch, ModelListSearch, NotFoundSearch, PartnerLoginSearch, SiteSearchSearch, VideoListSearch } from '../../../app/router/search.ts';

describe('list search parameters', () => {
  it('keeps a good page, sort and category', () => {
    expect(VideoListSearch({ page: 3, sort: 'latest', category: 'sunset-7' })).toEqual({ page: 3, sort: 'latest', category: 'sunset-7' });
    expect(VideoListSearch({ page: '2', category: 7 })).toEqual({ page: 2, category: '7' });
  });

  it('falls back to page 1 and no sort or category for bad values', () => {
    for (const page of [0, -1, 1.5, 10_001, 'x', '', null, [2]]) expect(VideoListSearch({ page }).page).toBe(1);
    expect(VideoListSearch({ sort: 'newest', category: 'Bad Slug!' })).toEqual({ page: 1 });
    expect(VideoListSearch({ category: 'a'.repeat(81) })).toEqual({ page: 1 });
    expect(VideoListSearch({ category: 'x\u0000' })).toEqual({ page: 1 });
  });

  it('takes one lowercase letter on the models list', () => {
    expect(ModelListSearch({ letter: 'k', page: 4 })).toEqual({ page: 4, letter: 'k' });
    expect(ModelListSearch({ letter: 'KK' })).toEqual({ page: 1 });
  });

  it('keeps a plain slug for the 404 title and bounded login echoes', () => {
    expect(NotFoundSearch({ slug: 'some-video_1' })).toEqual({ slug: 'some-video_1' });
    expect(NotFoundSearch({ slug: '<script>' })).toEqual({});
    expect(LoginSearch({ error: 'Wrong password', email: 'a@b.example' })).toEqual({ error: 'Wrong password', email: 'a@b.example' });
    expect(LoginSearch({ error: 'x'.repeat(501), email: 'e'.repeat(255) })).toEqual({});
  });

  it("keeps the code login's step and the unblock notice of a post without JavaScript, and drops anything else", () => {
    expect(LoginSearch({ mode: 'code', sent: 1, codeError: 'The code is 6 digits', unblockSent: '1' })).toEqual({
      mode: 'code',
      sent: 1,
      codeError: 'The code is 6 digits',
      unblockSent: 1,
    });
    expect(LoginSearch({ mode: 'password', sent: 2, codeError: 'x'.repeat(501), unblockSent: 0 })).toEqual({});
  });
});

describe('/playalogin/ search parameters', () => {
  it('keeps the redirect URI and the state within bounds', () => {
    expect(PartnerLoginSearch({ redirect_uri: 'https://app.test/cb/', state: 'xyz' })).toEqual({
      redirect_uri: 'https://app.test/cb/',
      state: 'xyz',
    });
    expect(PartnerLoginSearch({ state: 42 })).toEqual({ state: '42' });
    expect(PartnerLoginSearch({ redirect_uri: 'has space', state: 's'.repeat(501) })).toEqual({});
    expect(PartnerLoginSearch({ redirect_uri: `https://app.test/${'a'.repeat(2000)}` })).toEqual({});
  });
});

describe('/search/ search parameters', () => {
  it('keeps the query of /search/?s= as typed, at most 100 characters (spec 000 §2.3)', () => {
    expect(SiteSearchSearch({ s: ' spa day ' })).toEqual({ s: ' spa day ' });
    // The router parses ?s=360 as a number.
    expect(SiteSearchSearch({ s: 360 })).toEqual({ s: '360' });
    expect(SiteSearchSearch({ s: 'a'.repeat(150) })).toEqual({ s: 'a'.repeat(100) });
    for (const s of ['', null, ['x'], { a: 1 }]) expect(SiteSearchSearch({ s })).toEqual({});
  });
});
