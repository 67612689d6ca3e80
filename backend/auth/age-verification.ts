/**
 * Age verification facts of an account (spec 000 §4 'Age verification', 'Token checks'): whether it must pass (by
 * registration date), whether it passed, and the kind its access token carries (domain/access-token-kind.ts).
 */
import { BASE_TIME, DAY } from '../seed/constants.ts';
import type { UserRecord } from '../repo/users.ts';

/**
 * Accounts registered after this moment must pass age verification: 2026-10-02T00:00:00Z, 30 days before the seed's
 * base date (the spec says 'by registration date' without the date). The older demo accounts registered before it.
 */
export const AGE_VERIFICATION_CUTOFF = BASE_TIME - 30 * DAY;

type AgeFacts = Pick<UserRecord, 'registered_at' | 'token_kind' | 'age_verified_at'>;

export const mustPassVerification = (u: AgeFacts): boolean => u.registered_at > AGE_VERIFICATION_CUTOFF;

export const hasVerification = (u: AgeFacts): boolean => u.age_verified_at !== null || u.token_kind === 'verified-app';

/**
 * The `kind` claim of the account's access token, or undefined for an ordinary member:
 * 'verified-app' and 'renew' as the record sets them (a renew account that passes becomes 'verified');
 * 'verified' once it passed; the record's 'verify-only', or 'verify' for any account that must pass and has not.
 */
export function tokenKindOf(u: AgeFacts): string | undefined {
  if (u.token_kind === 'verified-app') return 'verified-app';
  if (u.age_verified_at !== null) return 'verified';
  if (u.token_kind) return u.token_kind;
  return mustPassVerification(u) ? 'verify' : undefined;
}
