/**
 * Test helper: the visit's adapters composed over a fake site (`fakeFetch`'s scripted answer) and a memory cookie jar
 * holding the token pair A1/R1; the navigation and the forced-logout channel recorded.
 */
import { vi } from 'vitest';
import { memoryCookieJar } from '../../../adapters/cookies.ts';
import { createAdapters } from '../../../adapters/index.ts';
import { memoryLogger } from '../../../adapters/log.ts';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { type Scripted, fakeFetch } from './fake-fetch.ts';

export function composedAdapters(site: Scripted) {
  const f = fakeFetch(site);
  const jar = memoryCookieJar({ atoken: 'A1', rtoken: 'R1' });
  const navigate = vi.fn();
  const onForcedLogout = vi.fn();
  const adapters = createAdapters({
    fetch: f.fetch,
    baseUrl: { site: '', content: '/api/content/v1' },
    contentHost: '',
    jar,
    log: memoryLogger(),
    navigate,
    sanitizer: async () => serverSanitizer(),
  });
  adapters.forcedLogouts.subscribe(onForcedLogout);
  return { ...adapters, ...f, jar, navigate, onForcedLogout };
}
