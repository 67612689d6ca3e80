/**
 * Single-flight refresh of the session tokens (spec 000 §4 'Token lifecycle': no overlapping refreshes).
 * Concurrent callers share one in-flight refresh; success writes the new pair to the store.
 * Failure resolves false and leaves the store alone: the caller decides what happens next.
 */
import type { SessionTokens } from '../../contracts/site-api.ts';
import type { SessionTokenStore } from './token-store.ts';

/** `stale`: the access token the caller found due for replacement, when it knows it (SiteApi.refreshToken). */
export type Refresh = (stale?: string | null) => Promise<boolean>;

export function createRefresher(deps: {
  refreshCall: (rtoken: string, stale: string | null) => Promise<SessionTokens>;
  store: SessionTokenStore;
}): Refresh {
  let inFlight: Promise<boolean> | null = null;

  const run = async (stale: string | null): Promise<boolean> => {
    const { rtoken } = deps.store.read();
    if (!rtoken) return false;
    try {
      const tokens = await deps.refreshCall(rtoken, stale);
      deps.store.write(tokens);
      return true;
    } catch {
      return false;
    }
  };

  return (stale) => {
    if (!inFlight) {
      inFlight = run(stale ?? null).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
