/** Cookie jars and the token cookies (spec 000 §9: 'atoken'/'rtoken', path /, maxAge 720000 s). */
import { describe, expect, it } from 'vitest';
import { browserCookieJar, memoryCookieJar, requestCookieJar } from '../../../adapters/cookies.ts';
import { createSessionTokenStore } from '../../../adapters/session/token-store.ts';

describe('requestCookieJar', () => {
  it('reads the Cookie header, decoding values', () => {
    const jar = requestCookieJar('atoken=abc; note=a%20b%3Bc; empty=');
    expect(jar.get('atoken')).toBe('abc');
    expect(jar.get('note')).toBe('a b;c');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('writes the token cookies as Set-Cookie with Max-Age=720000 and Path=/, and reads them back', () => {
    const headers = new Headers();
    const jar = requestCookieJar(null, headers);
    createSessionTokenStore(jar).write({ atoken: 'A.1', rtoken: 'R 2' });
    const set = headers.getSetCookie();
    expect(set).toHaveLength(2);
    expect(set[0]).toMatch(/^atoken=A\.1; /);
    expect(set[1]).toMatch(/^rtoken=R%202; /);
    for (const c of set) {
      expect(c).toContain('Max-Age=720000');
      expect(c).toContain('Path=/');
    }
    expect(createSessionTokenStore(jar).read()).toEqual({ atoken: 'A.1', rtoken: 'R 2' });
  });

  it('sets the issuer domain on the token cookies when configured', () => {
    const headers = new Headers();
    createSessionTokenStore(requestCookieJar(null, headers), { domain: '.site.test' }).write({ atoken: 'a', rtoken: 'r' });
    expect(headers.getSetCookie()[0]).toContain('Domain=.site.test');
  });

  it('clearing the tokens expires both cookies and forgets them', () => {
    const headers = new Headers();
    const jar = requestCookieJar('atoken=A; rtoken=R', headers);
    const store = createSessionTokenStore(jar);
    store.clear();
    expect(store.read()).toEqual({ atoken: null, rtoken: null });
    const set = headers.getSetCookie();
    expect(set.map((c) => c.split('=')[0])).toEqual(['atoken', 'rtoken']);
    for (const c of set) expect(c).toMatch(/Max-Age=0.*Path=\//);
  });

  it('a cookie set without maxAge is a session cookie', () => {
    const headers = new Headers();
    requestCookieJar(null, headers).set('sessionId', 's1');
    expect(headers.getSetCookie()[0]).not.toContain('Max-Age');
  });
});

describe('browserCookieJar', () => {
  it('writes encoded values to document.cookie and reads them back', () => {
    const doc = { cookie: 'other=1' };
    const jar = browserCookieJar(doc);
    expect(jar.get('other')).toBe('1');
    jar.set('notificationMark', '17 00', { path: '/' });
    expect(doc.cookie).toBe('notificationMark=17%2000; Path=/; SameSite=Lax');
  });
});

describe('memoryCookieJar', () => {
  it('keeps values and records writes', () => {
    const jar = memoryCookieJar({ a: '1' });
    jar.set('b', '2', { maxAge: 10 });
    jar.remove('a');
    expect(jar.all()).toEqual({ b: '2' });
    expect(jar.written[0]).toContain('Max-Age=10');
  });
});
