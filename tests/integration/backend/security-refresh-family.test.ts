/**
 * Issue 38, finding 10 (a copied refresh token): a refresh token used again after its rotation's grace window was
 * refused, but the token it had been rotated into (and that one's successors) stayed valid, so whoever had rotated it
 * first — the copier or the owner — kept a session the other could not see. Now such a repeat revokes the whole line
 * of successors, and with them the member's cam tokens.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { REFRESH_GRACE_SECONDS } from '../../../backend/auth/rotation.ts';
import { calls } from '../../../contracts/calls.ts';
import { loginAs, onEachDatabase, request, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let clock = Date.now();
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const refresh = async (rtoken: string) =>
    calls.refreshToken.response.parse((await request(backend, 'POST', urlOf('refreshToken'), { body: { refresh_token: rtoken } })).json);
  const camGeneration = async (email: string) =>
    (await backend.db.query<{ g: number }>('SELECT cam_token_generation AS g FROM users WHERE email = $1', [email]))[0]?.g;

  it("a rotated token used past the grace window ends every token it was rotated into, and the member's cam tokens", async () => {
    const copied = (await loginAs(backend, 'favorites@demo.test')).rtoken;
    // The owner goes on: two rotations.
    const second = (await refresh(copied)).data?.token;
    clock += 60_000;
    const third = (await refresh(second?.rtoken ?? '')).data?.token;
    expect(third?.rtoken).toBeTruthy();
    const generation = await camGeneration('favorites@demo.test');
    // The copy comes back a minute after its rotation.
    clock += (REFRESH_GRACE_SECONDS + 1) * 1000;
    expect((await refresh(copied)).status.code).toBe(419);
    // Before: 200 with a new pair for whoever held the line's last token.
    expect((await refresh(third?.rtoken ?? '')).status.code).toBe(419);
    expect((await refresh(second?.rtoken ?? '')).status.code).toBe(419);
    expect(await camGeneration('favorites@demo.test')).toBe((generation ?? 0) + 1);
    // Signing in again works as ever.
    expect((await refresh((await loginAs(backend, 'favorites@demo.test')).rtoken)).status.code).toBe(200);
  });

  it('a repeat within the grace window (two tabs) still gets the same pair and revokes nothing', async () => {
    const first = (await loginAs(backend, 'active@demo.test')).rtoken;
    const next = (await refresh(first)).data?.token;
    clock += REFRESH_GRACE_SECONDS * 1000;
    expect((await refresh(first)).data?.token).toEqual(next);
    expect((await refresh(next?.rtoken ?? '')).status.code).toBe(200);
  });
});
