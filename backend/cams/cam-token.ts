/**
 * The `{provider}_token` of GET {siteHost}/api/{provider}/user-info (spec 002 §3.6, §4.5): a short-lived HS256 JWT
 * signed with the backend's key, which the simulated provider's `auth.login` verifies. Issuer TOKEN_ISSUER, audience
 * 'vrlive', header typ CAM_TOKEN_TYPE — the site's bearer check (auth/tokens.ts) refuses it, and this one refuses the
 * site's access tokens —, subject the member's uuid, the provider's user name and the scope as claims: 'cam' for
 * members authorised for live cam (§6: active, inactive with benefits), who may chat and pay; 'chat' for the other
 * expired or inactive members, who may chat and write in the messenger but not tip, take a show or spy (§6 'Send chat
 * or messenger messages'). And `gen`, the member's cam token generation it was signed in (users.cam_token_generation):
 * a password change or a logout moves that on, which ends every cam token signed before.
 */
import { SignJWT } from 'jose';
import { CAM_PROVIDER } from '../../contracts/cam-provider.ts';
import { TOKEN_ISSUER, verifiedPayload } from '../auth/tokens.ts';
import type { Db } from '../db/db.ts';
import { camTokenGeneration } from '../repo/users.ts';

export const CAM_TOKEN_SECONDS = 60 * 60;
/** The cam token's header `typ` (explicit typing, RFC 8725 §3.11): not the site access token's. */
export const CAM_TOKEN_TYPE = `${CAM_PROVIDER}+jwt`;

export type CamScope = 'cam' | 'chat';

export interface CamUser {
  uuid: string;
  name: string;
  /** May pay (tips, menus, toys, shows, spy, compliments, messenger tips): the token's scope is 'cam'. */
  paid: boolean;
}

/**
 * A cam token for the member; `scope` 'cam' unless said (a member authorised for live cam); `generation` the member's
 * current cam token generation (users.cam_token_generation).
 */
export function signCamToken(
  key: Uint8Array,
  user: { uuid: string; name: string; scope?: CamScope; generation: number },
  nowMs: number,
): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ name: user.name, scope: user.scope ?? 'cam', gen: user.generation })
    .setProtectedHeader({ alg: 'HS256', typ: CAM_TOKEN_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(CAM_PROVIDER)
    .setSubject(user.uuid)
    .setIssuedAt(now)
    .setExpirationTime(now + CAM_TOKEN_SECONDS)
    .sign(key);
}

/**
 * The member of a valid, unexpired cam token (this issuer's, for the cam provider, of the cam type) whose generation
 * is still the member's; null otherwise — also for a member who no longer exists.
 */
export async function verifyCamToken(db: Db, key: Uint8Array, token: string, nowMs: number): Promise<CamUser | null> {
  const payload = await verifiedPayload(key, token, { audience: CAM_PROVIDER, typ: CAM_TOKEN_TYPE }, nowMs);
  if (!payload || typeof payload.sub !== 'string' || !payload.sub) return null;
  if (payload.scope !== 'cam' && payload.scope !== 'chat') return null;
  if (typeof payload.gen !== 'number' || payload.gen !== (await camTokenGeneration(db, payload.sub))) return null;
  return { uuid: payload.sub, name: typeof payload.name === 'string' ? payload.name : '', paid: payload.scope === 'cam' };
}
