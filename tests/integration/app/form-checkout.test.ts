/**
 * The checkout form posted without JavaScript (app/server/form-checkout.ts), in-process over the embedded
 * backend: the spec's messages and the e-mail come back (never the password); a valid post creates the account,
 * signs it in (the token cookies on the answer) and goes to the biller's page of 'Pay with'; a price the page does not
 * offer is refused, and a signed-in member's payment goes to the biller without an account form. The leave-page
 * trap's special price goes with the visitor's offer cookies, and without them is refused with the reason, the trap's
 * cookies ended so the page comes back at the standard prices (issue 38, finding 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { LEAVE_OFFER_COOKIE, OFFER_EXPIRED_MESSAGE, OFFER_VISITOR_COOKIE } from '../../../contracts/leave-offer.ts';
import { NO_PLAN_MESSAGE } from '../../../machines/checkout.machine.ts';
import { TRAP_START_COOKIE, timerCookie } from '../../../domain/price-timers.ts';
import { REQUIRED_MESSAGE } from '../../../domain/validation.ts';
import { cookieValue, outcomeOf, postForm, setCookies, signedIn, site as siteOver } from './form-posts.ts';
import { seededPglite } from '../backend/helpers.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await createBackend({ db: pgliteDb(await seededPglite()), jwtSecret: 'form-checkout-secret-0123456789ab', devCalls: true });
}, 120_000);
afterAll(async () => {
  await backend?.db.close();
});

const site = () => siteOver(() => backend);
/** The base set's 3-month price of the seeded running sale: a post is checked against the prices the page offers. */
const PRICE = 'price-base-3m-sale';

describe('the checkout without JavaScript', () => {
  it("sends back the spec's messages with the e-mail typed and never the password", async () => {
    const res = await postForm(site(), '/join-now/', { email: 'buyer@example.com', password: 'letters', paymentSystem: '', priceUuid: PRICE });
    expect([res.status, res.headers.get('location')]).toEqual([303, '/join-now/']);
    const outcome = outcomeOf(res, 'checkout');
    expect(outcome).toMatchObject({ step: 'refused', email: 'buyer@example.com' });
    expect(outcome?.fieldErrors?.paymentSystem).toEqual(['Payment system not selected']);
    expect(outcome?.fieldErrors?.password?.[0]).toBe('Password must contain at least one number');
    expect(JSON.stringify(outcome)).not.toContain('letters');
    const empty = outcomeOf(await postForm(site(), '/join-now/', { priceUuid: PRICE, paymentSystem: 'epoch' }), 'checkout');
    expect(empty?.fieldErrors).toEqual({ email: [REQUIRED_MESSAGE], password: [REQUIRED_MESSAGE] });
  });

  it('refuses a price the page does not offer', async () => {
    const res = await postForm(site(), '/join-now/', {
      email: 'made-up@example.com',
      password: 'secret123',
      paymentSystem: 'epoch',
      priceUuid: 'price-free',
    });
    expect(outcomeOf(res, 'checkout')).toMatchObject({ step: 'refused', formError: NO_PLAN_MESSAGE });
  });

  it("creates and signs in the account, then goes to the biller of 'Pay with'", async () => {
    const res = await postForm(site(), '/join-now/', {
      email: 'No-Js@Example.com',
      password: 'secret123',
      paymentSystem: 'segpay',
      priceUuid: PRICE,
      isReceiveUpdates: 'on',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/billing\/segpay\/pay\/[\w-]+\/$/);
    const cookies = setCookies(res);
    expect(cookies.get('atoken')).toBeTruthy();
    expect(cookies.get('rtoken')).toMatch(/HttpOnly/);
  });

  it('sends a signed-in member to the biller without an account form', async () => {
    const app = site();
    const session = await signedIn(app, 'inactive@demo.test');
    const res = await postForm(app, '/join-now/', { paymentSystem: 'epoch', priceUuid: PRICE }, session);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/billing\/epoch\/pay\/[\w-]+\/$/);
  });

  describe("the leave-page trap's special price", () => {
    const SPECIAL = 'price-base-3m-special-sale';
    const buyer = (tag: string) => ({ email: `${tag}@example.com`, password: 'secret123', paymentSystem: 'epoch', priceUuid: SPECIAL });

    it('is refused without the offer, and the trap ends in the cookies: the page comes back at the standard prices', async () => {
      const trap = `trap-timer-start=${Math.floor(Date.now() / 1000)}; trap-timer-duration=600; trap-triggered=1`;
      const res = await postForm(site(), '/join-now/', buyer('no-offer'), trap);
      expect([res.status, res.headers.get('location')]).toEqual([303, '/join-now/']);
      expect(outcomeOf(res, 'checkout')).toMatchObject({ step: 'refused', email: 'no-offer@example.com', formError: OFFER_EXPIRED_MESSAGE });
      const cookies = setCookies(res);
      expect(cookies.get(TRAP_START_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      expect(cookieValue(cookies.get(timerCookie(0)))).toMatch(/^\d+$/);
      expect(cookies.get('atoken')).toBeUndefined();
    });

    it("goes to the biller with the visitor's offer cookies", async () => {
      const opened = await backend.app.request('/api/join-now/leave-offer', { method: 'POST' });
      expect(opened.status).toBe(200);
      const offer = setCookies(opened);
      const cookie = [LEAVE_OFFER_COOKIE, OFFER_VISITOR_COOKIE].map((name) => `${name}=${cookieValue(offer.get(name))}`).join('; ');
      const res = await postForm(site(), '/join-now/', buyer('with-offer'), cookie);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/\/billing\/epoch\/pay\/[\w-]+\/$/);
    });
  });
});
