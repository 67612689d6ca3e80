/**
 * The site API's account actions (spec 001 §2 'Account actions', §7): answers become results that never throw; a
 * refusal carries its status, the server's message and field errors read with the contract; a wrong password is no
 * reason to refresh or log out.
 */
import { describe, expect, it } from 'vitest';
import { createSiteApi } from '../../../adapters/site-api.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const GENERIC = 'Uh-oh... Something went wrong.';

describe('initAccountRemoval', () => {
  it('sends the e-mail trimmed and lower-cased, and says it was done', async () => {
    const h = harness([json({ status: { code: 200, message: 'Sent' } })]);
    expect(await createSiteApi(h.http).initAccountRemoval({ email: ' Jo@Example.TEST ', password: 'pw' })).toEqual({ ok: true });
    expect(h.requests[0]).toMatchObject({
      url: 'https://site.test/api/wp/auth/initAccountRemoval',
      body: { email: 'jo@example.test', password: 'pw' },
    });
  });

  it.each([
    [401, 'Invalid email or password'],
    [423, 'Your account is blocked.'],
    [429, 'Too many requests. Please try again in 1 minute.'],
  ])('%i: the server message, without refreshing or logging out', async (status, message) => {
    const h = harness([json({ status: { code: status, message } }, status)]);
    expect(await createSiteApi(h.http).initAccountRemoval({ email: 'jo@example.test', password: 'pw' })).toEqual({
      ok: false,
      status,
      message,
      fieldErrors: {},
    });
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.onForcedLogout).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('a network failure is the generic error', async () => {
    const h = harness([new TypeError('fetch failed')]);
    expect(await createSiteApi(h.http).initAccountRemoval({ email: 'jo@example.test', password: 'pw' })).toEqual({
      ok: false,
      status: null,
      message: GENERIC,
      fieldErrors: {},
    });
  });
});

describe('removeAccount', () => {
  it('answers the address removed', async () => {
    const h = harness([json({ status: { code: 200, message: 'Removed' }, data: { email: 'jo@example.test' } })]);
    expect(await createSiteApi(h.http).removeAccount('T')).toEqual({ ok: true, email: 'jo@example.test' });
    expect(h.requests[0]).toMatchObject({ url: 'https://site.test/api/wp/auth/removeAccount', body: { token: 'T' } });
  });

  it('410: an unusable link', async () => {
    const h = harness([json({ status: { code: 410, message: 'This link is no longer valid.' } }, 410)]);
    expect(await createSiteApi(h.http).removeAccount('T')).toMatchObject({ ok: false, status: 410, message: 'This link is no longer valid.' });
  });
});

describe('e-mail change', () => {
  it('request: 422 errors.email under the field', async () => {
    const h = harness([json({ status: { code: 422, message: 'Invalid' }, errors: { email: ['Taken'] } }, 422)]);
    expect(await createSiteApi(h.http).requestEmailChange(' New@Example.TEST ')).toEqual({
      ok: false,
      status: 422,
      message: 'Invalid',
      fieldErrors: { email: ['Taken'] },
    });
    expect(h.requests[0]).toMatchObject({ url: 'https://site.test/api/user/request-change-email-action', body: { email: 'new@example.test' } });
  });

  it('confirm: the new address, or the refusal', async () => {
    const ok = harness([json({ status: { code: 200, message: '' }, data: { email: 'new@example.test' } })]);
    expect(await createSiteApi(ok.http).confirmEmailChange('T')).toEqual({ ok: true, email: 'new@example.test' });
    const gone = harness([json({ status: { code: 410, message: 'Gone' } }, 410)]);
    expect(await createSiteApi(gone.http).confirmEmailChange('T')).toMatchObject({ ok: false, status: 410, message: 'Gone' });
    const odd = harness([json({ status: { code: 200, message: '' } })]);
    expect(await createSiteApi(odd.http).confirmEmailChange('T')).toMatchObject({ ok: false, message: GENERIC });
  });
});
