/**
 * Single-flight token refresh (spec 000 §4 'Token lifecycle': no overlapping refreshes).
 * Concurrent callers share one in-flight refresh; success writes the new tokens to the store.
 * Failure resolves false and leaves the store alone: the caller decides what happens next.
 */
import type { Tokens } from '../../contracts/site-api.ts';
import type { TokenStore } from './token-store.ts';

export type Refresh = () => Promise<boolean>;

export function createRefresher(deps: { refreshCall: (rtoken: string) => Promise<Tokens>; store: TokenStore }): Refresh {
  let inFlight: Promise<boolean> | null = null;

  const run = async (): Promise<boolean> => {
    const { rtoken } = deps.store.read();
    if (!rtoken) return false;
    try {
      const tokens = await deps.refreshCall(rtoken);
      deps.store.write(tokens);
      return true;
    } catch {
      return false;
    }
  };

  return () => {
    if (!inFlight) {
      inFlight = run().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
