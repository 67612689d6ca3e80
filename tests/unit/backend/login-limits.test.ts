/**
 * Login limits (issue 7): failures counted per account (10 in 15 minutes) and per address (20 a minute) in the
 * database; past a limit 429 with Retry-After and a message, before any password is checked; a success clears the
 * account's count; the wait ends with the window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../../../backend/auth/login-limits.ts';
import { ErrorBody } from '../../../contracts/common.ts';
import { onEachDatabase, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let clock = Date.now();
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const login = async (email: string, password: string, address: string) => {
    const res = await backend.app.request(urlOf('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0), body: ErrorBody.parse(await res.json()) };
  };

  describe('per account', () => {
    it(`refuses the account after ${ACCOUNT_LIMIT.failures} wrong passwords, even the right one, until the window ends`, async () => {
      // From a different address each time: only the account's count applies.
      for (let i = 0; i < ACCOUNT_LIMIT.failures; i++) expect((await login('active@demo.test', 'wrong-pass', `10.0.0.${i}`)).status).toBe(401);
      const blocked = await login('Active@Demo.test', 'demo1234', '10.0.1.1');
      expect(blocked.status).toBe(429);
      expect(blocked.retryAfter).toBeGreaterThan(0);
      expect(blocked.retryAfter).toBeLessThanOrEqual(ACCOUNT_LIMIT.windowSeconds);
      expect(blocked.body.status.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
      // Another account is not affected.
      expect((await login('expired@demo.test', 'demo1234', '10.0.1.2')).status).toBe(200);
      clock += (blocked.retryAfter + 1) * 1000;
      expect((await login('active@demo.test', 'demo1234', '10.0.1.3')).status).toBe(200);
    });

    it('a success clears the account’s count', async () => {
      for (let i = 0; i < ACCOUNT_LIMIT.failures - 1; i++) await login('trial@demo.test', 'wrong-pass', `10.0.2.${i}`);
      expect((await login('trial@demo.test', 'demo1234', '10.0.2.100')).status).toBe(200);
      for (let i = 0; i < ACCOUNT_LIMIT.failures - 1; i++) expect((await login('trial@demo.test', 'wrong-pass', `10.0.3.${i}`)).status).toBe(401);
    });
  });

  describe('per address', () => {
    it(`refuses an address after ${ADDRESS_LIMIT.failures} failures a minute, whichever accounts it tries`, async () => {
      clock += 3600 * 1000;
      for (let i = 0; i < ADDRESS_LIMIT.failures; i++) expect((await login(`nobody${i}@demo.test`, 'wrong-pass', '192.0.2.7')).status).toBe(401);
      const blocked = await login('canceled@demo.test', 'demo1234', '192.0.2.7');
      expect(blocked.status).toBe(429);
      expect(blocked.retryAfter).toBeLessThanOrEqual(ADDRESS_LIMIT.windowSeconds);
      // Other addresses still sign in.
      expect((await login('canceled@demo.test', 'demo1234', '192.0.2.8')).status).toBe(200);
      clock += (blocked.retryAfter + 1) * 1000;
      expect((await login('canceled@demo.test', 'demo1234', '192.0.2.7')).status).toBe(200);
    });
  });
});
