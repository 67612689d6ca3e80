/**
 * The known-device cookie (issue 38, finding 6): the site API's signed token saying which accounts this browser signed
 * in to before (`data.device` of a sign-in; backend/auth/known-device.ts). An account blocked after strangers' failed
 * logins is not blocked for a device known for it, so its owner still signs in. The site server alone holds it: an
 * HttpOnly cookie (SameSite=Lax, Secure on https, 180 days from the last sign-in) sent with every login and code
 * sign-in and replaced by the renewed token each one answers. A logout leaves it: it outlives sessions on purpose.
 */
import type { CookieJar } from '../cookies.ts';

export const KNOWN_DEVICE_COOKIE = 'login_device';
export const KNOWN_DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

export interface KnownDeviceStore {
  /** The token the browser holds, if any (the site API checks it). */
  read(): string | undefined;
  write(token: string): void;
}

/** The server's store over the request's cookies (server jars only: no script reads or sets it). */
export function createKnownDeviceStore(jar: CookieJar, opts: { domain?: string; secure?: boolean } = {}): KnownDeviceStore {
  return {
    read: () => jar.get(KNOWN_DEVICE_COOKIE) || undefined,
    write: (token) =>
      jar.set(KNOWN_DEVICE_COOKIE, token, {
        path: '/',
        ...(opts.domain ? { domain: opts.domain } : {}),
        ...(opts.secure ? { secure: true } : {}),
        maxAge: KNOWN_DEVICE_COOKIE_MAX_AGE_S,
        httpOnly: true,
      }),
  };
}
