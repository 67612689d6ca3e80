/**
 * Age verification calls of the site API ({siteHost}/api/age-verification/…, spec 000 §7 'Age verification', §4
 * 'Age verification'). A provider session is requested, the visitor checks at the provider's page, the site polls the
 * session's status and reports each one for the user; two questions decide at start whether verification is required.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';

/**
 * Status values of a provider session (the spec does not list them; these are the embedded sandbox's):
 * - `pending`: the visitor has not finished at the provider (or chose 'Take a long time');
 * - `approved`: the provider confirmed the age;
 * - `refused`: the visitor refused the check (the membership is canceled);
 * - `failed`: the provider could not confirm the age.
 * A real provider may answer other words: the site treats anything but `approved` as not verified.
 */
export const AGE_VERIFICATION_STATUSES = ['pending', 'approved', 'refused', 'failed'] as const;
export type AgeVerificationStatus = (typeof AGE_VERIFICATION_STATUSES)[number];

/** POST /api/age-verification/sessions — optional body: where the provider sends the visitor back (a path of the site). */
export const AgeVerificationSessionBody = z.object({ returnUrl: z.optional(z.string().check(z.maxLength(2000))) });
export type AgeVerificationSessionBody = z.infer<typeof AgeVerificationSessionBody>;

/** Answer: data {sessionId, url} — url is the provider's page for this session. */
export const AgeVerificationSessionAnswer = z.object({
  data: z.object({ sessionId: z.string().check(z.minLength(1)), url: z.string().check(z.minLength(1)) }),
});
export type AgeVerificationSession = z.infer<typeof AgeVerificationSessionAnswer>['data'];

/** GET /api/age-verification/sessions/{sessionId} — data {status}. */
export const AgeVerificationStatusAnswer = z.object({ data: z.object({ status: z.string() }) });
export type AgeVerificationStatusAnswer = z.infer<typeof AgeVerificationStatusAnswer>;

/** POST /api/age-verification/users/{userId}/verification — body {isVerified}; answered 201. */
export const VerificationReportBody = z.object({ isVerified: z.boolean() });
export type VerificationReportBody = z.infer<typeof VerificationReportBody>;
export const VerificationReportAnswer = z.object({ status: Status });

/** GET /api/age-verification/users/{userId}/is-user-must-pass-verification. */
export const MustPassVerificationAnswer = z.object({ isUserMustPassVerification: z.boolean() });
/** GET /api/age-verification/users/{userId}/has-verification. */
export const HasVerificationAnswer = z.object({ isUserHasVerification: z.boolean() });
