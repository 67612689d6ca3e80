/** Test helper: a scripted fake fetch for the adapter tests (answers in order, records every request). */
import { vi } from 'vitest';

export type Recorded = { url: string; method: string; headers: Record<string, string>; body: unknown };
export type Scripted = Response | Error | 'hang' | ((req: Recorded) => Response | Promise<Response>);

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers each request with the next scripted item; the last one repeats. 'hang' waits until aborted. */
export function fakeFetch(...script: Scripted[]) {
  const requests: Recorded[] = [];
  let i = 0;
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const rawBody = init?.body;
    const req: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : undefined,
    };
    requests.push(req);
    const next = script[Math.min(i, script.length - 1)];
    i += 1;
    if (next === undefined) throw new Error('fake fetch: nothing scripted');
    if (next === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next(req);
    return next.clone();
  });
  return { fetch: fn as unknown as typeof fetch, fn, requests };
}
