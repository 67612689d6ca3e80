/**
 * The partner VR app's login (spec 000 §2.2 'partner-login path', /playalogin/; 001 §2: its behaviour is not shown, so
 * this is the project's design, an OAuth-like authorization-code hand-off; README 'Partner app login'):
 *
 * 1. the app opens /playalogin/?redirect_uri=…&state=…; the site looks the redirect URI up (`partnerApp`): only a
 *    registered one is ever redirected to;
 * 2. the signed-in visitor asks for a one-time code bound to them, the app and the redirect URI (`partnerCode`,
 *    Bearer), and the browser goes to redirect_uri?code=…&state=…;
 * 3. the app exchanges the code server-to-server (`partnerToken`) for a fresh token pair, shaped as login's answer.
 *
 * Every answer has the site API's shape `{status: {code, message}, data?}`.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';
import { TokenAnswer } from './site-api.ts';

const ClientId = z.string().check(z.trim(), z.minLength(1, 'clientId is required'), z.maxLength(100));
const RedirectUri = z.string().check(z.trim(), z.minLength(1, 'redirectUri is required'), z.maxLength(2000));

/** GET partner-app?redirect_uri=…: the registered app of that redirect URI; 404 when none is. */
export const PartnerAppQuery = z.object({ redirect_uri: RedirectUri });
export type PartnerAppQuery = z.infer<typeof PartnerAppQuery>;

export const PartnerApp = z.object({ clientId: z.string(), name: z.string(), redirectUri: z.string() });
export type PartnerApp = z.infer<typeof PartnerApp>;

export const PartnerAppAnswer = z.object({ status: Status, data: z.optional(z.nullable(PartnerApp)) });
export type PartnerAppAnswer = z.infer<typeof PartnerAppAnswer>;

/** POST partner-code (Bearer): a one-time code for this app and redirect URI. */
export const PartnerCodeBody = z.object({ clientId: ClientId, redirectUri: RedirectUri });
export type PartnerCodeBody = z.infer<typeof PartnerCodeBody>;

/** `data.code` and its lifetime in seconds; a refusal has only `status` (400 unknown app, 401, 429). */
export const PartnerCodeAnswer = z.object({
  status: Status,
  data: z.optional(z.nullable(z.object({ code: z.string().check(z.minLength(1)), expiresIn: z.number() }))),
});
export type PartnerCodeAnswer = z.infer<typeof PartnerCodeAnswer>;

/** POST partner-token (the app's server): the code with the client and redirect URI it was issued for. */
export const PartnerTokenBody = z.object({
  clientId: ClientId,
  code: z.string().check(z.trim(), z.minLength(1, 'code is required'), z.maxLength(200)),
  redirectUri: RedirectUri,
});
export type PartnerTokenBody = z.infer<typeof PartnerTokenBody>;

/** The login answer's shape: `data.token` {atoken, rtoken}; 400 with the reason for a bad code. */
export const PartnerTokenAnswer = TokenAnswer;
export type PartnerTokenAnswer = z.infer<typeof PartnerTokenAnswer>;
