/**
 * The kinds an access token is sorted into (spec 000 §4 'Token checks'): 'one kind sends the user to
 * /join-now/?event=expired; two kinds send the user to age verification (one of them also loses join-now); two count
 * as verified'. The spec does not show how a token carries its kind; here it is the claim `kind` (backend/auth/tokens.ts
 * issues it from the account's record), absent on an ordinary member's token.
 *
 * - `renew`: the membership must be renewed first → /join-now/?event=expired.
 * - `verify`: must pass age verification → /age-verification/ (join-now stays open).
 * - `verify-only`: must pass age verification, and join-now is closed too.
 * - `verified`: passed age verification (issued after a provider's approval).
 * - `verified-app`: verified by the partner VR app's login (/playalogin/).
 */
export const ACCESS_TOKEN_KINDS = ['renew', 'verify', 'verify-only', 'verified', 'verified-app'] as const;
export type AccessTokenKind = (typeof ACCESS_TOKEN_KINDS)[number] | 'standard';

/** The claim that carries the kind. */
export const ACCESS_TOKEN_KIND_CLAIM = 'kind';

export const toAccessTokenKind = (value: unknown): AccessTokenKind =>
  typeof value === 'string' && (ACCESS_TOKEN_KINDS as readonly string[]).includes(value) ? (value as AccessTokenKind) : 'standard';

/** The two kinds that count as verified. */
export const isVerifiedKind = (kind: AccessTokenKind): boolean => kind === 'verified' || kind === 'verified-app';

/** The two kinds that send the user to age verification. */
export const mustVerifyKind = (kind: AccessTokenKind): boolean => kind === 'verify' || kind === 'verify-only';

/** The kind that sends the user to /join-now/?event=expired. */
export const mustRenewKind = (kind: AccessTokenKind): boolean => kind === 'renew';
