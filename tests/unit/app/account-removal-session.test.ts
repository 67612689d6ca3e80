/**
 * The account removal composed with the visit's adapters (app/screen-machines/account-removal.ts; spec 001 §2 'Account
 * actions'): when the account removed is the one signed in here, its tokens are dropped as the removal answers, so a
 * call already under way that meets a 401 (the cam balance's poll, after the backend removed the account) answers as a
 * guest's instead of failing a refresh and sending the visitor to /login/. A removal of another account leaves the
 * session alone.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { accountRemoval } from '../../../app/screen-machines/account-removal.ts';
import { composedAdapters } from '../adapters/composed-adapters.ts';
import { json } from '../adapters/fake-fetch.ts';

/** The backend after the removal of `removed`: its tokens refused, the refresh too; removeAccount answers the address. */
function visit(removed: string, signedIn: string) {
  const v = composedAdapters(async (req) => {
    if (req.url.endsWith('/api/wp/auth/removeAccount'))
      return json({ status: { code: 200, message: 'Your account has been removed.' }, data: { email: removed } });
    if (req.url.endsWith('/api/v1/auth/refresh-token')) return json({ status: { code: 401, message: 'You are not authenticated.' } });
    return json({ status: { code: 401, message: 'You are not authenticated.' } }, 401);
  });
  const session = { getSnapshot: () => ({ context: { user: { email: signedIn } } }) } as never;
  const removal = createActor(accountRemoval.provide(v, { session }), { input: { token: 'T' } }).start();
  return { ...v, removal };
}

describe('account removal and the session here', () => {
  it('the account signed in here removed: its tokens are gone as the removal answers; a 401 after it is a guest’s, not a trip to /login/', async () => {
    const v = visit('gone@demo.test', 'Gone@Demo.test');
    v.removal.send({ type: 'REMOVE_CONFIRMED' });
    await waitFor(v.removal, (s) => s.hasTag('removed'));
    expect(v.jar.all()).toEqual({});
    // The session is told through the forced-logout channel (it logs out without a redirect), with the dead refresh token for the server logout.
    expect(v.onForcedLogout).toHaveBeenCalledWith({ rtoken: 'R1' });

    expect(await v.site.userInfo()).toBeNull();
    expect(v.requests.filter((r) => r.url.endsWith('/api/v1/auth/refresh-token'))).toHaveLength(0);
    expect(v.navigate).not.toHaveBeenCalledWith('/login/');
  });

  it('another account removed: the session here keeps its tokens', async () => {
    const v = visit('other@demo.test', 'me@demo.test');
    v.removal.send({ type: 'REMOVE_CONFIRMED' });
    await waitFor(v.removal, (s) => s.hasTag('removed'));
    expect(v.jar.all()).toEqual({ atoken: 'A1', rtoken: 'R1' });
    expect(v.onForcedLogout).not.toHaveBeenCalled();
  });
});
