/**
 * The cam simulator's control endpoint (backend/README.md 'Cam provider simulator'; embedded mode only) as the e2e
 * tests call it: `sim(siteUrl, 'state?nickname=…')` reads (GET), `sim(siteUrl, 'force', {nickname, move})` acts (POST).
 * Any answer but 200 fails the test there.
 */
import { expect } from 'vitest';
import { devHeaders } from './dev-secret.ts';

export async function sim(siteUrl: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${siteUrl}/api/cam-provider/_sim/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? devHeaders() : { ...devHeaders(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `_sim/${path}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** A member's token balance (GET {siteHost}/api/vrlive/balance with the browser context's access token). */
export async function camBalance(siteUrl: string, context: { cookies(): Promise<{ name: string; value: string }[]> }): Promise<number> {
  const atoken = (await context.cookies()).find((c) => c.name === 'atoken')?.value ?? '';
  const res = await fetch(`${siteUrl}/api/vrlive/balance`, { headers: { authorization: `Bearer ${atoken}` } });
  return ((await res.json()) as { data: { data: { balance: number } } }).data.data.balance;
}
