/**
 * Issue 38, finding 10 (sign-up as an oracle): `POST /api/account` with a taken e-mail said 'An account with this
 * e-mail already exists' 30 times of 30, with no limit, so a list of addresses could be run through it to learn which
 * have accounts. Now an address gets 10 such refusals in 15 minutes; then every sign-up from it is 429 with
 * Retry-After and the limit's message, before any e-mail is looked up. Other addresses are not held back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { TAKEN_SIGN_UP_ADDRESS_LIMIT } from '../../../backend/auth/rate-limits.ts';
import { EMAIL_TAKEN_MESSAGE } from '../../../backend/routes/checkout.ts';
import { onEachDatabase, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend();
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const signUp = async (email: string, from: string) => {
    const res = await backend.app.request(urlOf('signUp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password: 'buyer1234', isReceiveUpdates: false, paymentSystem: 'epoch', priceUuid: 'price-base-1m' }),
    });
    const body = (await res.json()) as { errors?: { title?: string } };
    return { status: res.status, title: body.errors?.title ?? null, retryAfter: res.headers.get('retry-after') };
  };

  it('answers an address 10 taken e-mails in 15 minutes, then 429 before looking any up', async () => {
    const seeded = ['active@demo.test', 'expired@demo.test', 'inactive@demo.test', 'favorites@demo.test'];
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await signUp(seeded[i % seeded.length] ?? '', '203.0.113.9'));
    const taken = answers.filter((a) => a.status === 422 && a.title === EMAIL_TAKEN_MESSAGE);
    expect(taken).toHaveLength(TAKEN_SIGN_UP_ADDRESS_LIMIT.failures);
    const refused = answers.slice(TAKEN_SIGN_UP_ADDRESS_LIMIT.failures);
    expect(
      refused.every(
        (a) => a.status === 429 && Number(a.retryAfter) > 0 && /^Too many requests\. Please try again in \d+ minutes?\.$/.test(a.title ?? ''),
      ),
    ).toBe(true);
    // A new e-mail from that address waits too (the answer tells nothing of the e-mail)…
    expect((await signUp('fresh-from-the-limited@demo.test', '203.0.113.9')).status).toBe(429);
    // …while another address signs up as before.
    expect((await signUp('fresh-elsewhere@demo.test', '198.51.100.4')).status).toBe(200);
  });
});
