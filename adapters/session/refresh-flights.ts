/**
 * One refresh per refresh token across the concurrent requests of a server process (without it, fifty renders with an
 * expired access token would make fifty upstream refreshes). The first request with a token makes the call; every other
 * one with the same token, while it runs and for a few seconds after, gets its answer (the new pair, or its
 * failure). Across processes the upstream's own grace window does the same (backend/auth/rotation.ts).
 */
import type { SessionTokens } from '../../contracts/site-api.ts';

export const REFRESH_SHARED_MS = 10_000;
const MAX_FLIGHTS = 1000;

export interface RefreshFlights {
  run(rtoken: string, call: () => Promise<SessionTokens>): Promise<SessionTokens>;
}

export function createRefreshFlights(opts: { now?: () => number; sharedMs?: number } = {}): RefreshFlights {
  const now = opts.now ?? Date.now;
  const sharedMs = opts.sharedMs ?? REFRESH_SHARED_MS;
  const flights = new Map<string, { answer: Promise<SessionTokens>; until: number }>();
  const prune = () => {
    const t = now();
    for (const [key, flight] of flights) if (flight.until <= t) flights.delete(key);
    while (flights.size >= MAX_FLIGHTS) {
      const oldest = flights.keys().next().value;
      if (oldest === undefined) break;
      flights.delete(oldest);
    }
  };
  return {
    run(rtoken, call) {
      const hit = flights.get(rtoken);
      if (hit && hit.until > now()) return hit.answer;
      prune();
      const flight = { answer: call(), until: Number.POSITIVE_INFINITY };
      flights.set(rtoken, flight);
      // Shared while it runs, then for sharedMs after it settles.
      const settle = () => {
        flight.until = now() + sharedMs;
      };
      flight.answer.then(settle, settle);
      return flight.answer;
    },
  };
}
