/**
 * What a call answered 401 does next (spec 000 §8 'refresh and retry once'): a guest's call has nothing to refresh and
 * nobody to log out; a held session retries once, at once when another call already refreshed while this one was in
 * flight (the access token held is no longer the one sent), else after the shared refresh; anything else, a refresh
 * that failed or threw included, logs out.
 */
import type { HeldSessionTokens } from '../../contracts/site-api.ts';
import type { Refresh } from './refresher.ts';

export type AfterUnauthorized = 'guest' | 'retry' | 'logout';

/** `sent`: the access token the call carried; `mayRetry`: false once the call was retried. */
export async function afterUnauthorized(
  held: HeldSessionTokens,
  sent: string | null,
  mayRetry: boolean,
  refresh: Refresh,
  onRefreshError: (error: unknown) => void,
): Promise<AfterUnauthorized> {
  if (!held.atoken && !held.rtoken) return 'guest';
  if (!mayRetry || !held.rtoken) return 'logout';
  if (held.atoken && held.atoken !== sent) return 'retry';
  try {
    return (await refresh(sent)) ? 'retry' : 'logout';
  } catch (error) {
    onRefreshError(error);
    return 'logout';
  }
}
