/**
 * The visit's affiliate (spec 001 §4 'Affiliate id', §8, §9 'Affiliate cookies'): a landing's affiliate kept in the
 * link_data, aff_id and offer_id cookies for 7 days on path '/', the first affiliate kept, invalid values nothing;
 * affiliates' landings never served from the guest page cache; and the js-hit tracker's composition (its starting
 * facts from the cookies, the hit cookie set for a recorded unique hit).
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, requestCookieJar } from '../../../adapters/cookies.ts';
import type { AffiliateHit } from '../../../contracts/affiliate.ts';
import { captureAffiliate, visitAffiliate } from '../../../app/router/affiliate.ts';
import type { Services } from '../../../app/router/services.ts';
import { guestPageKey } from '../../../app/server/guest-pages.ts';
import { affiliateHits } from '../../../app/system/affiliate-hits.ts';
import type { RootData } from '../../../app/router/root-data.ts';
import type { VisitRequest } from '../../../app/system/define.ts';
import { decodeLinkData } from '../../../domain/affiliate.ts';
import { flush } from '../../model/graph.ts';

const KEPT = 'Max-Age=604800; Path=/; SameSite=Lax';
const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('the affiliate of a landing', () => {
  it('keeps aff_id and offer_id from the query in link_data, aff_id and offer_id for 7 days on path /', () => {
    const jar = memoryCookieJar();
    captureAffiliate(jar, '?aff_id=aff-7&offer_id=spring');
    expect(jar.written.map((line) => line.replace(/=[^;]*;/, '=…;'))).toEqual([`link_data=…; ${KEPT}`, `aff_id=…; ${KEPT}`, `offer_id=…; ${KEPT}`]);
    expect(decodeLinkData(jar.get('link_data'))).toEqual({ affId: 'aff-7', offerId: 'spring' });
    expect([jar.get('aff_id'), jar.get('offer_id')]).toEqual(['aff-7', 'spring']);
    expect(visitAffiliate(jar, '')).toEqual({ affId: 'aff-7', offerId: 'spring' });
  });

  it('takes a base64 JSON link_data query the same way, and sends the cookies with the server’s answer', () => {
    const headers = new Headers();
    const jar = requestCookieJar(null, headers);
    captureAffiliate(jar, `?link_data=${encodeURIComponent(b64({ aff_id: 42, offer_id: 'o9' }))}`);
    const setCookies = headers.getSetCookie();
    expect(setCookies.map((line) => line.split('=')[0])).toEqual(['link_data', 'aff_id', 'offer_id']);
    expect(setCookies.every((line) => line.endsWith(KEPT))).toBe(true);
    expect(decodeLinkData(jar.get('link_data'))).toEqual({ affId: '42', offerId: 'o9' });
  });

  it('keeps nothing for an invalid affiliate: bad characters, bad base64, JSON that is no object', () => {
    for (const search of [
      '',
      '?aff_id=',
      '?aff_id=%3Cscript%3E',
      `?aff_id=${'a'.repeat(65)}`,
      '?link_data=not-base64!',
      `?link_data=${encodeURIComponent(btoa('{"aff_id": '))}`,
      `?link_data=${encodeURIComponent(b64(['aff_id']))}`,
      '?offer_id=spring',
    ]) {
      const jar = memoryCookieJar();
      captureAffiliate(jar, search);
      expect(jar.written, search).toEqual([]);
    }
  });

  it('keeps the first affiliate for its 7 days: a later landing with another changes nothing', () => {
    const jar = memoryCookieJar({ link_data: b64({ aff_id: 'aff-7', offer_id: 'spring' }), aff_id: 'aff-7', offer_id: 'spring' });
    captureAffiliate(jar, '?aff_id=other-9&offer_id=winter');
    expect(jar.written).toEqual([]);
    expect(visitAffiliate(jar, '?aff_id=other-9')).toEqual({ affId: 'aff-7', offerId: 'spring' });
  });

  it('replaces a cookie that holds no valid affiliate, and drops an offer_id that is not the new affiliate’s', () => {
    const jar = memoryCookieJar({ link_data: '%%%', offer_id: 'old' });
    captureAffiliate(jar, '?aff_id=aff-7');
    expect(jar.all()).toEqual({ link_data: b64({ aff_id: 'aff-7', offer_id: '' }), aff_id: 'aff-7' });
    expect(jar.written.at(-1)).toMatch(/^offer_id=; Max-Age=0; .*Path=\//);
  });

  it('is never served from the guest page cache, whose copy would carry no cookies', () => {
    const get = (path: string, cookie = '') => new Request(`http://site.test${path}`, { headers: { cookie } });
    expect(guestPageKey(get('/videos/?aff_id=aff-7'))).toBeNull();
    expect(guestPageKey(get(`/?link_data=${encodeURIComponent(b64({ aff_id: 'aff-7' }))}`))).toBeNull();
    expect(guestPageKey(get('/videos/?aff_id=aff-7', `link_data=${b64({ aff_id: 'aff-7' })}`))).toBeNull();
    expect(guestPageKey(get('/videos/?aff_id=%3Cscript%3E'))).not.toBeNull();
  });
});

describe('the js-hit tracker in the visit', () => {
  const request = (cookies: Record<string, string>, path: string, search: string) =>
    ({ cookies: memoryCookieJar(cookies), path, search }) as unknown as VisitRequest;
  const root = {} as RootData;

  it('starts from the link_data cookie (else the query), the hit cookie and the first page', () => {
    const withCookie = request({ link_data: b64({ aff_id: 'aff-7', offer_id: 'spring' }), aff_hit: 'aff-7' }, '/videos/', '?aff_id=other-9');
    expect(affiliateHits.input(root, withCookie)).toEqual({
      affId: 'aff-7',
      offerId: 'spring',
      counted: 'aff-7',
      path: '/videos/',
      search: '?aff_id=other-9',
    });
    expect(affiliateHits.input(root, request({}, '/', '?aff_id=other-9'))).toMatchObject({ affId: 'other-9', offerId: '', counted: '' });
  });

  it('records through the adapter and sets the hit cookie (7 days, path /) only for a recorded unique hit', async () => {
    const cookies = memoryCookieJar();
    const answers = [false, true, true];
    const recordHit = vi.fn(async (_hit: AffiliateHit) => answers.shift() ?? true);
    const services = { affiliate: { recordHit }, cookies } as unknown as Services;
    const machine = affiliateHits.provide(services, { go: () => {}, subscribe: () => () => {} });
    const actor = createActor(machine, { input: { affId: 'aff-7', offerId: '', counted: '', path: '/', search: '?aff_id=aff-7' } }).start();
    await flush();
    expect(cookies.get('aff_hit')).toBeUndefined();
    actor.send({ type: 'ROUTE_CHANGED', path: '/videos/', search: '' });
    await flush();
    expect(cookies.written).toEqual([`aff_hit=aff-7; ${KEPT}`]);
    actor.send({ type: 'ROUTE_CHANGED', path: '/models/', search: '' });
    await flush();
    expect(recordHit.mock.calls.map(([hit]) => [hit.path, hit.unique])).toEqual([
      ['/', true],
      ['/videos/', true],
      ['/models/', false],
    ]);
    expect(cookies.written).toHaveLength(1);
    actor.stop();
  });
});
