/**
 * The account forms posted without JavaScript (app/server/form-account.ts), in-process over the embedded
 * backend (PGlite in memory, so accounts may really go): each answers 303 back to its page with the outcome cookie
 * the page's render reads (domain/form-outcome.ts), never a password in it; confirming the removal of the
 * account signed in ends its session (the token cookies cleared).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../../backend/app.ts';
import { pgliteDb } from '../../../backend/db/pglite.ts';
import { outcomeOf, postForm, setCookies, signedIn, site as siteOver } from './form-posts.ts';
import { seededPglite } from '../backend/helpers.ts';
import { TEST_DEV_SECRET, devHeaders } from '../../support/dev-secret.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await createBackend({
    db: pgliteDb(await seededPglite()),
    jwtSecret: 'form-account-secret-0123456789ab',
    devCalls: true,
    devSecret: TEST_DEV_SECRET,
  });
}, 120_000);
afterAll(async () => {
  await backend?.db.close();
});

const site = () => siteOver(() => backend);

async function mailedToken(to: string, path: string): Promise<string> {
  const res = await backend.app.fetch(new Request(`http://embedded/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: devHeaders() }));
  const body = (await res.json()) as { data: { items: { text: string }[] } };
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`);
  return pattern.exec(body.data.items[0]?.text ?? '')?.[1] ?? '';
}

describe('account removal without JavaScript', () => {
  it('refuses a wrong password with the e-mail kept, starts with the right one, and the link removes the account and ends its session', async () => {
    const app = site();
    const session = await signedIn(app, 'removable@demo.test');
    const wrong = await postForm(app, '/account-removal/', { email: 'removable@demo.test', password: 'wrongpass9' });
    expect([wrong.status, wrong.headers.get('location')]).toEqual([303, '/account-removal/']);
    const refused = outcomeOf(wrong, 'account-removal');
    expect([refused?.step, refused?.email, JSON.stringify(refused).includes('wrongpass9')]).toEqual(['refused', 'removable@demo.test', false]);

    const start = await postForm(app, '/account-removal/', { email: 'removable@demo.test', password: 'demo1234' });
    expect(outcomeOf(start, 'account-removal')?.step).toBe('triggered');
    const token = await mailedToken('removable@demo.test', '/account-removal/');
    expect(token).not.toBe('');

    const confirm = await postForm(app, '/account-removal/', { token }, session);
    expect([confirm.status, confirm.headers.get('location')]).toEqual([303, '/account-removal/']);
    expect(outcomeOf(confirm, 'account-removal')?.step).toBe('removed');
    const cleared = setCookies(confirm);
    for (const name of ['atoken', 'rtoken']) expect(cleared.get(name)).toMatch(new RegExp(`^${name}=;|Max-Age=0`));

    // The link works once.
    expect(outcomeOf(await postForm(app, '/account-removal/', { token }), 'account-removal')?.step).toBe('invalidLink');
  });
});

describe('e-mail change without JavaScript', () => {
  it('a member asks for the change, and the link confirms it', async () => {
    const app = site();
    const session = await signedIn(app, 'changer@demo.test');
    const next = 'changed-nojs@example.com';
    const bad = await postForm(app, '/email-change/', { email: 'not-an-email' }, session);
    const refused = outcomeOf(bad, 'email-change');
    expect([refused?.step, refused?.email, (refused?.fieldErrors?.email ?? []).length]).toEqual(['refused', 'not-an-email', 1]);

    const asked = await postForm(app, '/email-change/', { email: ` ${next.toUpperCase()} ` }, session);
    expect(outcomeOf(asked, 'email-change')).toEqual({ form: 'email-change', step: 'sent', email: next });
    const token = await mailedToken(next, '/email-change/');
    const confirmed = await postForm(app, '/email-change/', { token });
    expect(confirmed.headers.get('location')).toBe(`/email-change/?token=${token}`);
    expect(outcomeOf(confirmed, 'email-change')).toEqual({ form: 'email-change', step: 'confirmed', email: next });
  });
});
