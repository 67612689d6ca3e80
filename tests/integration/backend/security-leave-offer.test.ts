/**
 * Issue 38, finding 8 (the leave-page special price can be bought any time): `POST /api/payment/url
 * {"priceUuid":"price-base-1m-special"}` answered a biller's page for 19.99 instead of 29.99 with no trap ever shown,
 * and the sign-up the same. Now a special price is sold only inside the leave-page trap's window, to the visitor it
 * opened for: POST /api/join-now/leave-offer signs an offer (the special prices, the window's end) into an HttpOnly
 * cookie bound to the visitor's own; without it, or with an expired, forged or another visitor's one, the sign-up and
 * the payment URL of a special price answer 403 'This offer has expired.' and make nothing. Standard prices are as
 * they were.
 */
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { LEAVE_OFFER_AUDIENCE, LEAVE_OFFER_TYPE } from '../../../backend/auth/leave-offer.ts';
import { TOKEN_ISSUER, secretKey } from '../../../backend/auth/tokens.ts';
import { calls } from '../../../contracts/calls.ts';
import { LEAVE_OFFER_COOKIE, OFFER_EXPIRED_MESSAGE, OFFER_REFUSAL_FIELD, OFFER_VISITOR_COOKIE } from '../../../contracts/leave-offer.ts';
import { CheckoutErrorBody } from '../../../contracts/sales.ts';
import { fingerprint, loginAs, onEachDatabase, setupTimeout, urlOf } from './helpers.ts';

const SPECIAL = 'price-base-1m-special';
/** The trap's time in the seed (backend/seed/sales.ts: trapTimerMinutes 10). */
const TRAP_SECONDS = 600;

type Cookies = Record<string, string>;
const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

onEachDatabase((freshBackend) => {
  let backend: Backend;
  /** The backend's clock (ms): moved on by the tests to the end of the trap's window. */
  let clock = Date.now();
  let member: { atoken: string; uuid: string };
  let buyers = 0;
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
    const { atoken } = await loginAs(backend, 'expired@demo.test');
    member = { atoken, uuid: String(decodeJwt(atoken).sub) };
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const post = (path: string, opts: { body?: unknown; cookies?: Cookies; token?: string } = {}) =>
    backend.app.request(path, {
      method: 'POST',
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.cookies ? { cookie: cookieHeader(opts.cookies) } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });

  /** The leave-page trap opening for a visitor (their cookies, if any): the answer and the cookies it leaves them. */
  const openTrap = async (cookies: Cookies = {}) => {
    const res = await post(urlOf('leaveOffer'), { cookies });
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie();
    for (const line of set) expect(line).toMatch(/HttpOnly/i);
    const kept = { ...cookies };
    for (const line of set) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      kept[pair.slice(0, at)] = pair.slice(at + 1);
    }
    return { answer: calls.leaveOffer.response.parse(await res.json()).data, cookies: kept, set };
  };

  /** A signed-in member's payment URL (POST /api/payment/url), as the join-now checkout asks it. */
  const paymentUrl = (priceUuid: string, cookies?: Cookies) =>
    post(urlOf('paymentUrl'), {
      body: { userUuid: member.uuid, paymentSystem: 'epoch', priceUuid, slavePriceUuids: [] },
      token: member.atoken,
      cookies,
    });
  /** A visitor's sign-up (POST /api/account) with the price. */
  const signUp = (priceUuid: string, cookies?: Cookies) =>
    post(urlOf('signUp'), {
      body: { email: `offer-buyer${++buyers}@demo.test`, password: 'buyer1234', isReceiveUpdates: false, paymentSystem: 'epoch', priceUuid },
      cookies,
    });

  const refusedForTheOffer = async (res: Response) => {
    expect(res.status).toBe(403);
    const { errors } = CheckoutErrorBody.parse(await res.json());
    expect(errors).toEqual({ title: OFFER_EXPIRED_MESSAGE, data: { [OFFER_REFUSAL_FIELD]: [OFFER_EXPIRED_MESSAGE] } });
  };
  /** The biller's hosted page of an answered payment URL, and what it charges. */
  const billerPage = async (res: Response) => {
    expect(res.status).toBe(200);
    const url = new URL(calls.paymentUrl.response.parse(await res.json()).data.paymentUrl ?? '');
    expect(url.pathname).toMatch(/^\/billing\/epoch\/pay\/[0-9a-f-]+\/$/);
    return (await backend.app.request(url.pathname)).text();
  };

  it('refuses the special price without an offer, for a member and for a new account, making nothing', async () => {
    const before = await fingerprint(backend.db);
    await refusedForTheOffer(await paymentUrl(SPECIAL));
    await refusedForTheOffer(await paymentUrl(`${SPECIAL}-sale`));
    await refusedForTheOffer(await signUp(SPECIAL));
    expect(await fingerprint(backend.db)).toEqual(before);
  });

  it('sells the special price with the visitor’s offer: the biller’s page at 19.99, not 29.99', async () => {
    const { answer, cookies } = await openTrap();
    expect(answer.seconds).toBe(TRAP_SECONDS);
    expect(answer.priceUuids).toEqual(expect.arrayContaining([SPECIAL, 'price-base-3m-special', 'price-base-1y-special', `${SPECIAL}-sale`]));
    expect(answer.priceUuids).not.toContain('price-base-1m');
    expect(Object.keys(cookies).sort()).toEqual([LEAVE_OFFER_COOKIE, OFFER_VISITOR_COOKIE]);
    const page = await billerPage(await paymentUrl(SPECIAL, cookies));
    expect(page).toContain('19.99 USD');
    expect(page).not.toContain('29.99 USD');
    expect((await signUp(SPECIAL, cookies)).status).toBe(200);
  });

  it('ends with the trap’s window: asking again gives the running offer, never a longer one; at its end it is refused', async () => {
    const start = clock;
    try {
      const first = await openTrap();
      clock = start + 100_000;
      const again = await openTrap(first.cookies);
      expect(again.answer.seconds).toBe(TRAP_SECONDS - 100);
      expect(again.set).toEqual([]);
      clock = start + (TRAP_SECONDS - 1) * 1000;
      expect((await paymentUrl(SPECIAL, first.cookies)).status).toBe(200);
      clock = start + TRAP_SECONDS * 1000;
      await refusedForTheOffer(await paymentUrl(SPECIAL, first.cookies));
      await refusedForTheOffer(await signUp(SPECIAL, first.cookies));
    } finally {
      clock = start;
    }
  });

  it('refuses a forged or altered offer, and another kind of token in its place', async () => {
    const { cookies } = await openTrap();
    const offer = cookies[LEAVE_OFFER_COOKIE] ?? '';
    const claims = decodeJwt(offer);
    // The same claims signed with another key.
    const forged = await new SignJWT({ prices: claims.prices })
      .setProtectedHeader({ alg: 'HS256', typ: LEAVE_OFFER_TYPE })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(LEAVE_OFFER_AUDIENCE)
      .setSubject(String(claims.sub))
      .setExpirationTime(Number(claims.exp))
      .sign(secretKey('not-the-backend-secret'));
    await refusedForTheOffer(await paymentUrl(SPECIAL, { ...cookies, [LEAVE_OFFER_COOKIE]: forged }));
    // The real one with its end moved on a day, the signature kept.
    const [header, , signature] = offer.split('.');
    const later = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString('base64url');
    await refusedForTheOffer(await paymentUrl(SPECIAL, { ...cookies, [LEAVE_OFFER_COOKIE]: `${header}.${later}.${signature}` }));
    // The member's access token (the backend's key, another audience and type) is no offer.
    await refusedForTheOffer(await paymentUrl(SPECIAL, { ...cookies, [LEAVE_OFFER_COOKIE]: member.atoken }));
  });

  it('refuses another visitor’s offer: without the visitor’s own cookie, or with another visitor’s', async () => {
    const theirs = await openTrap();
    const mine = await openTrap();
    expect(mine.cookies[OFFER_VISITOR_COOKIE]).not.toBe(theirs.cookies[OFFER_VISITOR_COOKIE]);
    const offer = { [LEAVE_OFFER_COOKIE]: theirs.cookies[LEAVE_OFFER_COOKIE] ?? '' };
    await refusedForTheOffer(await paymentUrl(SPECIAL, offer));
    await refusedForTheOffer(await paymentUrl(SPECIAL, { ...offer, [OFFER_VISITOR_COOKIE]: mine.cookies[OFFER_VISITOR_COOKIE] ?? '' }));
    await refusedForTheOffer(await signUp(SPECIAL, { ...offer, [OFFER_VISITOR_COOKIE]: mine.cookies[OFFER_VISITOR_COOKIE] ?? '' }));
  });

  describe('standard prices', () => {
    it('are sold as before, with no offer and with one', async () => {
      expect(await billerPage(await paymentUrl('price-base-1m'))).toContain('29.99 USD');
      expect((await signUp('price-base-3m')).status).toBe(200);
      const { cookies } = await openTrap();
      expect(await billerPage(await paymentUrl('price-base-1y', cookies))).toContain('99.00 USD');
    });
  });
});
