/**
 * Issue 38, finding 6 ('anyone can lock anyone out'): 10 wrong passwords for an e-mail, from any addresses, blocked the
 * account (423, the unblock e-mail) for its owner too, on every device, until the e-mailed link was followed. Now the
 * block holds every sign-in that is not from a device the owner signed in from before (`data.device`, the signed
 * known-device token a sign-in answers; the site server keeps it in an HttpOnly cookie): the strangers' addresses, and
 * any other device until it proves the mailbox with a login code (or the unblock link). The owner's known device signs
 * in with the right password as if nothing happened; it has a failure limit of its own, so a copied device token is no
 * key to guessing. The limits stay: 20 failures a minute per address (429), 10 per account in 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { BLOCKED_MESSAGE, BLOCKED_STATUS } from '../../../backend/auth/guarded-login.ts';
import { KNOWN_DEVICE_SECONDS } from '../../../backend/auth/known-device.ts';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, DEVICE_LIMIT } from '../../../backend/auth/login-limits.ts';
import { AuthCodeAnswer } from '../../../contracts/account.ts';
import { TokenAnswer } from '../../../contracts/site-api.ts';
import { mailedCode, mailsTo, onEachDatabase, setupTimeout, urlOf } from './helpers.ts';

onEachDatabase((freshBackend) => {
  let clock = Date.now();
  let backend: Backend;
  beforeAll(async () => {
    backend = await freshBackend(() => clock);
  }, setupTimeout);
  afterAll(async () => {
    await backend.db.close();
  });

  const post = (path: string, body: unknown, address: string) =>
    backend.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  /** A login from an address, with a known-device token when given. */
  const login = async (email: string, password: string, address: string, device?: string) => {
    const res = await post(urlOf('login'), { email, password, ...(device ? { device } : {}) }, address);
    const body = TokenAnswer.parse(await res.json());
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0), body, device: body.data?.device ?? undefined };
  };
  /** `count` wrong passwords for the e-mail, each from its own address of `net` (a stranger's many machines). */
  const strangers = async (email: string, net: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await login(email, `guess-${i}-x1`, `${net}.${i}`)).status);
    return statuses;
  };
  const blockedAnswer = { status: { code: BLOCKED_STATUS, message: BLOCKED_MESSAGE }, data: { token: null, allowResendEmail: true } };

  describe('strangers failing for an account', () => {
    it('do not lock the owner out of the device they signed in from before: 423 before, now 200', async () => {
      const home = '192.0.2.10';
      const first = await login('active@demo.test', 'demo1234', home);
      expect(first.status).toBe(200);

      // 12 wrong passwords from 12 addresses: the account's limit is reached at the 10th.
      const answers = await strangers('active@demo.test', '203.0.113', ACCOUNT_LIMIT.failures + 2);
      expect(answers).toEqual([...Array(ACCOUNT_LIMIT.failures - 1).fill(401), 423, 423, 423]);
      expect((await mailsTo(backend, 'active@demo.test')).filter((m) => /unblock/i.test(m.subject))).toHaveLength(1);

      // The owner, from their device, at home and elsewhere: signed in, and the device token renewed.
      const owner = await login('active@demo.test', 'demo1234', home, first.device);
      expect(owner.status).toBe(200);
      expect(owner.body.data?.token?.atoken).toBeTruthy();
      expect(first.device).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(owner.device).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect((await login('Active@Demo.test', 'demo1234', '198.51.100.200', owner.device)).status).toBe(200);
      // A typo from the device is a plain 401, not the block.
      expect((await login('active@demo.test', 'demo1235', home, owner.device)).status).toBe(401);

      // The strangers stay blocked, the right password included: a guess that comes right later gets nothing.
      for (const address of ['203.0.113.0', '203.0.113.5', '203.0.113.11']) {
        const late = await login('active@demo.test', 'demo1234', address);
        expect(late.status).toBe(423);
        expect(late.body).toEqual(blockedAnswer);
      }
      // A new address without the device is challenged the same, whatever the password: no oracle, no new guesses.
      expect((await login('active@demo.test', 'demo1234', '203.0.113.200')).body).toEqual(blockedAnswer);
      expect((await login('active@demo.test', 'guess-x-x1', '203.0.113.201')).body).toEqual(blockedAnswer);
    });

    it('the owner on a new device gets through with the e-mailed login code, and that device is known from then on', async () => {
      clock += 3600_000;
      const answers = await strangers('expired@demo.test', '203.0.114', ACCOUNT_LIMIT.failures);
      expect(answers.at(-1)).toBe(423);
      const phone = '198.51.100.50';
      expect((await login('expired@demo.test', 'demo1234', phone)).status).toBe(423);

      expect((await post(urlOf('authCode'), { email: 'expired@demo.test' }, phone)).status).toBe(200);
      const code = await mailedCode(backend, 'expired@demo.test');
      const res = await post(urlOf('authCode'), { email: 'expired@demo.test', code }, phone);
      expect(res.status).toBe(200);
      const device = AuthCodeAnswer.parse(await res.json()).data?.device ?? undefined;
      expect(device).toBeTruthy();
      // The code ended the block (it proves the mailbox, as the unblock link does); strangers fail again, the device passes.
      await strangers('expired@demo.test', '203.0.115', ACCOUNT_LIMIT.failures + 1);
      expect((await login('expired@demo.test', 'demo1234', '203.0.115.0')).status).toBe(423);
      expect((await login('expired@demo.test', 'demo1234', phone, device)).status).toBe(200);
    });

    it('the address limit still holds everyone at one address, the known device too (429, Retry-After)', async () => {
      clock += 3600_000;
      const device = (await login('inactive@demo.test', 'demo1234', '192.0.2.30')).device;
      const shared = '192.0.2.31';
      for (let i = 0; i < ADDRESS_LIMIT.failures; i++) expect((await login(`nobody${i}@demo.test`, 'guess-1-x1', shared)).status).toBe(401);
      const held = await login('inactive@demo.test', 'demo1234', shared, device);
      expect(held.status).toBe(429);
      expect(held.retryAfter).toBeGreaterThan(0);
      expect(held.retryAfter).toBeLessThanOrEqual(ADDRESS_LIMIT.windowSeconds);
    });
  });

  describe('the known-device token', () => {
    it(`is no key to guessing: after ${DEVICE_LIMIT.failures} failures with it, the device is blocked like a stranger`, async () => {
      clock += 3600_000;
      const device = (await login('trial@demo.test', 'demo1234', '192.0.2.40')).device;
      // A copied token, tried from many addresses.
      for (let i = 0; i < DEVICE_LIMIT.failures; i++) {
        const status = (await login('trial@demo.test', `guess-${i}-x1`, `203.0.116.${i}`, device)).status;
        expect(status).toBe(i < DEVICE_LIMIT.failures - 1 ? 401 : 423);
      }
      expect((await login('trial@demo.test', 'demo1234', '203.0.116.99', device)).body).toEqual(blockedAnswer);
      // Its failures age out with the window; the account's block stays until the link, a code or a reset.
      clock += (DEVICE_LIMIT.windowSeconds + 1) * 1000;
      expect((await login('trial@demo.test', 'demo1234', '192.0.2.40', device)).status).toBe(200);
      expect((await login('trial@demo.test', 'demo1234', '192.0.2.41')).status).toBe(423);
    });

    it("passes only for the accounts it signed in to: another account's, a forged or an expired one is a stranger's", async () => {
      clock += 3600_000;
      const canceled = (await login('canceled@demo.test', 'demo1234', '192.0.2.50')).device ?? '';
      const benefits = (await login('benefits@demo.test', 'demo1234', '192.0.2.51')).device ?? '';
      await strangers('benefits@demo.test', '203.0.117', ACCOUNT_LIMIT.failures);
      expect((await login('benefits@demo.test', 'demo1234', '192.0.2.52', canceled)).status).toBe(423);
      const [head, payload, signature = ''] = benefits.split('.');
      const forged = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      expect((await login('benefits@demo.test', 'demo1234', '192.0.2.51', forged)).status).toBe(423);
      expect((await login('benefits@demo.test', 'demo1234', '192.0.2.51', 'not-a-token')).status).toBe(423);
      expect((await login('benefits@demo.test', 'demo1234', '192.0.2.51', benefits)).status).toBe(200);
      // One browser, two accounts: signing in to another keeps it known for the first.
      const both = (await login('canceled@demo.test', 'demo1234', '192.0.2.51', benefits)).device;
      expect((await login('benefits@demo.test', 'demo1234', '192.0.2.51', both)).status).toBe(200);
      clock += (KNOWN_DEVICE_SECONDS + 1) * 1000;
      await strangers('benefits@demo.test', '203.0.118', ACCOUNT_LIMIT.failures);
      expect((await login('benefits@demo.test', 'demo1234', '192.0.2.51', both)).status).toBe(423);
    });
  });
});
