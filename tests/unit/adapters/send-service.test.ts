/**
 * The e-mail sending service's client (spec 001 §7 GET and PATCH {sendService}/v1/subscription/{uid}; §3 result
 * header, text, isError): never throws; an unknown uid is said as such (no /404/ navigation), a refusal's result is
 * the service's own, a failure the generic error result.
 */
import { describe, expect, it } from 'vitest';
import { createSendServiceApi } from '../../../adapters/send-service.ts';
import { SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_SAVE_FAILED, SUBSCRIPTION_SAVED } from '../../../contracts/email-subscription-texts.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const config = { uid: 'u1', email: 'a***e@demo.test', type: 1, frequency: 'daily', topics: ['blog'] };

describe('send-service client', () => {
  it('reads a subscription by uid, and says an unknown uid without leaving the page', async () => {
    const h = harness([json({ data: config }), json({ status: { code: 404, message: SUBSCRIPTION_NOT_FOUND } }, 404), json({}, 503)]);
    const api = createSendServiceApi(h.http);
    expect(await api.subscription('u1')).toEqual({ ok: true, config });
    expect(h.requests[0]?.url).toBe('https://site.test/v1/subscription/u1');
    expect(await api.subscription('nope')).toEqual({ ok: false, notFound: true, message: SUBSCRIPTION_NOT_FOUND });
    expect(h.navigate).not.toHaveBeenCalled();
    expect(await api.subscription('u1')).toMatchObject({ ok: false, notFound: false });
  });

  it("saves {type, fields} with PATCH and answers the service's result, its refusal's too, or the generic error", async () => {
    const refusal = { status: { code: 422, message: 'x' }, header: 'Preferences not saved', text: 'type must be from 0 to 3', isError: true };
    const h = harness([json(SUBSCRIPTION_SAVED), json(refusal, 422), json({}, 500), new Error('offline')]);
    const api = createSendServiceApi(h.http);
    expect(await api.saveSubscription('u1', { type: 2, frequency: 'weekly', topics: [] })).toEqual(SUBSCRIPTION_SAVED);
    expect(h.requests[0]).toMatchObject({ method: 'PATCH', body: { type: 2, frequency: 'weekly', topics: [] } });
    expect(await api.saveSubscription('u1', { type: 9 })).toEqual({
      header: 'Preferences not saved',
      text: 'type must be from 0 to 3',
      isError: true,
    });
    expect(await api.saveSubscription('u1', { type: 1 })).toEqual(SUBSCRIPTION_SAVE_FAILED);
    expect(await api.saveSubscription('u1', { type: 1 })).toEqual(SUBSCRIPTION_SAVE_FAILED);
  });
});
