/**
 * The `{provider}_token` of GET {siteHost}/api/{provider}/user-info (spec 002 §3.6, §4.5): a short-lived HS256 JWT
 * signed with the backend's key, which the simulated provider's `auth.login` verifies. Audience 'vrlive', subject the
 * member's uuid, the provider's user name and the scope as claims: 'cam' for members authorised for live cam (§6:
 * active, inactive with benefits), who may chat and pay; 'chat' for the other expired or inactive members, who may
 * chat and write in the messenger but not tip, take a show or spy (§6 'Send chat or messenger messages').
 */
import { SignJWT, jwtVerify } from 'jose';
import { CAM_PROVIDER } from '../../contracts/cam-provider.ts';

export const CAM_TOKEN_SECONDS = 60 * 60;

export type CamScope = 'cam' | 'chat';

export interface CamUser {
  uuid: string;
  name: string;
  /** May pay (tips, menus, toys, shows, spy, compliments, messenger tips): the token's scope is 'cam'. */
  paid: boolean;
}

/** The provider's user name of a member: the e-mail's local part. */
export const camUserName = (email: string): string => email.split('@')[0] ?? email;

/** A cam token for the member; `scope` 'cam' unless said (a member authorised for live cam). */
export function signCamToken(key: Uint8Array, user: { uuid: string; name: string; scope?: CamScope }, nowMs: number): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ name: user.name, scope: user.scope ?? 'cam' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(CAM_PROVIDER)
    .setSubject(user.uuid)
    .setIssuedAt(now)
    .setExpirationTime(now + CAM_TOKEN_SECONDS)
    .sign(key);
}

/** The member of a valid, unexpired cam token; null otherwise. */
export async function verifyCamToken(key: Uint8Array, token: string, nowMs: number): Promise<CamUser | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: CAM_PROVIDER, currentDate: new Date(nowMs) });
    if (typeof payload.sub !== 'string' || !payload.sub) return null;
    if (payload.scope !== 'cam' && payload.scope !== 'chat') return null;
    return { uuid: payload.sub, name: typeof payload.name === 'string' ? payload.name : '', paid: payload.scope === 'cam' };
  } catch {
    return null;
  }
}
