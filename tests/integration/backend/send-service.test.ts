/**
 * The e-mail sending service's subscription preferences in the reference backend (spec 001 §7 GET and PATCH
 * {sendService}/v1/subscription/{uid}; contracts/email-subscription.ts): read and changed by uid without signing in; an
 * unknown uid is a clear 404, and so is the uid a rule would derive from the e-mail (the seeded uids are random); a wrong type is a 422 with a clear message that changes nothing; the site's e-mails end
 * with the link to the page.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { subscriptionUidForEmail } from '../../../backend/repo/email-subscriptions.ts';
import { calls } from '../../../contracts/calls.ts';
import { SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_SAVED } from '../../../contracts/email-subscription.ts';
import { TEST_PUBLIC_URL, fingerprint, mailsTo, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let uid = '';
  beforeAll(async () => {
    backend = await freshBackend();
    uid = (await subscriptionUidForEmail(backend.db, 'active@demo.test', 0)) ?? '';
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  const read = async (u = uid) => {
    const res = await request(backend, 'GET', urlOf('emailSubscription', { uid: u }));
    return { status: res.status, json: res.json };
  };

  it("reads a demo account's subscription by its uid, the address masked", async () => {
    const { status, json } = await read();
    expect(status).toBe(200);
    expect(calls.emailSubscription.response.parse(json).data).toEqual({
      uid,
      email: 'a***e@demo.test',
      type: 0,
      frequency: 'weekly',
      topics: ['new-scenes', 'deals'],
    });
  });

  it('answers an unknown uid with 404 and a clear message', async () => {
    const { status, json } = await read('0123456789abcdef0123456789abcdef');
    expect(status).toBe(404);
    expect(json).toMatchObject({ status: { code: 404, message: SUBSCRIPTION_NOT_FOUND } });
    expect((await request(backend, 'PATCH', urlOf('saveEmailSubscription', { uid: 'nope' }), { body: { type: 1 } })).status).toBe(404);
  });

  it('opens no seeded subscription by a uid derived from its e-mail: the seeded uids are random', async () => {
    // The seed's old rule: anyone knowing a member's e-mail could read and change their preferences.
    const derived = createHash('sha256').update('email-subscription:active@demo.test').digest('hex').slice(0, 32);
    expect(uid).toMatch(/^[0-9a-f]{32}$/);
    expect(uid).not.toBe(derived);
    expect((await read(derived)).status).toBe(404);
  });

  it('refuses a wrong type with 422, says why and changes nothing', async () => {
    const before = await fingerprint(backend.db);
    for (const body of [{ type: 'news' }, { type: 1.5 }, { type: 7 }, { type: -1 }, {}, { type: 1, frequency: 'hourly' }]) {
      const res = await request(backend, 'PATCH', urlOf('saveEmailSubscription', { uid }), { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json).toMatchObject({ isError: true, header: 'Preferences not saved' });
      expect((res.json as { text: string }).text).toMatch(/type|frequency/);
    }
    expect(await fingerprint(backend.db)).toEqual(before);
  });

  it('saves the type and fields and answers the result', async () => {
    const res = await request(backend, 'PATCH', urlOf('saveEmailSubscription', { uid }), { body: { type: 2, frequency: 'daily', topics: ['blog'] } });
    expect(res.status).toBe(200);
    expect(calls.saveEmailSubscription.response.parse(res.json)).toEqual(SUBSCRIPTION_SAVED);
    expect(calls.emailSubscription.response.parse((await read()).json).data).toMatchObject({ type: 2, frequency: 'daily', topics: ['blog'] });
    // Only the type: the other fields stay.
    await request(backend, 'PATCH', urlOf('saveEmailSubscription', { uid }), { body: { type: 0 } });
    expect(calls.emailSubscription.response.parse((await read()).json).data).toMatchObject({ type: 0, frequency: 'daily', topics: ['blog'] });
  });

  it("ends the site's e-mails to an account with the 'Manage e-mail preferences' link", async () => {
    await request(backend, 'POST', urlOf('restorePassword'), { body: { email: 'active@demo.test' } });
    const [mail] = await mailsTo(backend, 'active@demo.test');
    expect(mail?.text).toContain(`Manage e-mail preferences: ${TEST_PUBLIC_URL}/email-preferences/${uid}/`);
  });
});
