/** Test helper: a real HTTP client over a fake fetch with fixed tokens and spies for the side effects. */
import { vi } from 'vitest';
import { createHttpClient } from '../../../adapters/http.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { type Scripted, fakeFetch } from './fake-fetch.ts';

/** `deadline`: a server render's (absent: the browser's client). */
export function harness(script: Scripted[], held = { atoken: 'A1' as string | null, rtoken: 'R1' as string | null }, deadline?: AbortSignal) {
  const f = fakeFetch(...script);
  const log = memoryLogger();
  const refresh = vi.fn(async () => false);
  const navigate = vi.fn();
  const onForcedLogout = vi.fn();
  const http = createHttpClient({
    fetch: f.fetch,
    baseUrl: { site: 'https://site.test', content: 'https://cdn.test/api/content/v1' },
    sessionTokens: { read: () => held },
    refresh,
    navigate,
    onForcedLogout,
    log,
    deadline,
  });
  return { http, log, refresh, navigate, onForcedLogout, ...f };
}
