/**
 * The site server's own session endpoints: the browser logs in, refreshes and logs out through them, so the
 * refresh token lives in an HttpOnly cookie that only the site server reads. They answer JSON and set the token
 * cookies themselves; they accept only `application/json` from the site's own pages.
 */
import { z } from 'zod/mini';

export const SESSION_PATHS = {
  login: '/session/login/',
  /** Login by a code (001 §2): `{email}` asks for the code (answers `SessionCodeSent`), `{email, code}` signs in like login. */
  loginCode: '/session/login-code/',
  refresh: '/session/refresh/',
  logout: '/session/logout/',
} as const;

/** Login and refresh that succeeded: the new access token (also in its cookie); the refresh token is never sent. */
export const SessionGranted = z.object({ atoken: z.string().check(z.minLength(1)) });
export type SessionGranted = z.infer<typeof SessionGranted>;

/**
 * A refusal: the message to show (the upstream's, or the spec's generic one). A blocked account (HTTP 423) says
 * `allowResendEmail`; a refused code sign-in has the field errors (`errors.code`) to show under the field.
 */
export const SessionRefused = z.object({
  message: z.string(),
  allowResendEmail: z.optional(z.boolean()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type SessionRefused = z.infer<typeof SessionRefused>;

/** `{email}` to the login-code endpoint: the code was asked for (the same answer whether the e-mail has an account). */
export const SessionCodeSent = z.object({ sent: z.literal(true) });
export type SessionCodeSent = z.infer<typeof SessionCodeSent>;
