/**
 * The browser's login, refresh and logout: through the site server's session endpoints, which hold the
 * refresh token in an HttpOnly cookie and answer with the cookies set. They stand in for the site API's own calls
 * (adapters/index.ts `auth`), so the session machine and the HTTP layer work the same on both sides.
 *
 * One refresh across tabs: the refresh runs under a Web Lock. A tab that waited for another tab's refresh finds a
 * new access token in the cookie when it gets the lock and adopts it instead of refreshing again (refresh tokens
 * rotate: a second refresh with the old one could only lose the new pair).
 */
import type { SessionTokens } from '../../contracts/site-api.ts';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import type { CookieJar } from '../cookies.ts';
import type { Logger } from '../log.ts';
import { GENERIC_ERROR, SESSION_EXPIRED } from '../messages.ts';
import type { ActionResult, LoginResult, SiteApi } from '../site-api.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_ON_SERVER } from './token-store.ts';

/**
 * Login by a code goes through the site server too (POST /session/login-code/, both the request of the code and the
 * sign-in): the sign-in's refresh token must land in the HttpOnly cookie, and the site API sees the visitor's address.
 */
export type SessionCalls = Pick<SiteApi, 'login' | 'refreshToken' | 'logout' | 'requestLoginCode' | 'loginByCode'>;

/** The Web Lock every tab of the site takes to refresh. */
export const REFRESH_LOCK = 'site-token-refresh';

type Locks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

export interface SessionClientDeps {
  fetch: typeof fetch;
  jar: CookieJar;
  log: Logger;
  /** navigator.locks where the browser has it; without it each tab refreshes on its own (the server still merges). */
  locks?: Locks;
  timeoutMs?: number;
}

/** The endpoints and their contracts, fetched with the first call: a page's first load does not carry zod. */
let contractsModule: Promise<typeof import('../../contracts/session.ts')> | undefined;
const contracts = () => {
  contractsModule ??= import('../../contracts/session.ts');
  return contractsModule;
};

type Endpoint = 'login' | 'loginCode' | 'refresh' | 'logout';
type Refusal = { ok: false; message: string | null; status?: number; allowResendEmail?: boolean; fieldErrors?: Record<string, string[]> };
type Answer = { ok: true; atoken: string } | { ok: true; sent: true } | Refusal;

const pair = (atoken: string): SessionTokens => ({ atoken, rtoken: REFRESH_TOKEN_ON_SERVER });

export function createSessionClient(deps: SessionClientDeps): SessionCalls {
  const send = async (endpoint: Endpoint, body: unknown) =>
    deps.fetch((await contracts()).SESSION_PATHS[endpoint], {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });

  /** Login or refresh: the access token granted, or the refusal's message (null when there was none to show). */
  const ask = async (endpoint: Endpoint, body: unknown): Promise<Answer> => {
    const { SessionCodeSent, SessionGranted, SessionRefused } = await contracts();
    let response: Response;
    try {
      response = await send(endpoint, body);
    } catch (error) {
      deps.log.error(`[session] ${endpoint} failed`, error);
      return { ok: false, message: null };
    }
    const json: unknown = await response.json().catch(() => null);
    const granted = SessionGranted.safeParse(json);
    if (response.ok && granted.success) return { ok: true, atoken: granted.data.atoken };
    if (response.ok && SessionCodeSent.safeParse(json).success) return { ok: true, sent: true };
    const refused = SessionRefused.safeParse(json);
    if (!refused.success) {
      deps.log.error(`[session] ${endpoint}: unexpected answer (HTTP ${response.status})`, json);
      return { ok: false, message: null, status: response.status };
    }
    const { message, allowResendEmail, errors } = refused.data;
    return {
      ok: false,
      message,
      status: response.status,
      ...(allowResendEmail ? { allowResendEmail } : {}),
      ...(errors ? { fieldErrors: errors } : {}),
    };
  };

  /** A refusal as the login result: the message (or the generic one), the status, allowResendEmail, field errors. */
  const refusedLogin = ({ message, ...facts }: Refusal): LoginResult => ({ ...facts, ok: false, message: message || GENERIC_ERROR });
  const asLogin = (answer: Answer): LoginResult =>
    !answer.ok ? refusedLogin(answer) : 'atoken' in answer ? { ok: true, tokens: pair(answer.atoken) } : { ok: false, message: GENERIC_ERROR };

  return {
    async login(credentials): Promise<LoginResult> {
      return asLogin(await ask('login', credentials));
    },

    async loginByCode(credentials): Promise<LoginResult> {
      return asLogin(await ask('loginCode', credentials));
    },

    async requestLoginCode(email): Promise<ActionResult> {
      const answer = await ask('loginCode', { email });
      if (answer.ok) return 'sent' in answer ? { ok: true } : { ok: false, status: null, message: GENERIC_ERROR, fieldErrors: {} };
      return { ok: false, status: answer.status ?? null, message: answer.message || GENERIC_ERROR, fieldErrors: {} };
    },

    async refreshToken(_rtoken, stale) {
      // The token the caller judged (read when it decided, so a cookie another tab changed since then still counts
      // as new here), else the cookie's now.
      const held = stale ?? deps.jar.get(ACCESS_TOKEN_COOKIE);
      const refresh = async () => {
        const now = deps.jar.get(ACCESS_TOKEN_COOKIE);
        if (now && now !== held) return pair(now);
        const answer = await ask('refresh', {});
        if (!answer.ok || !('atoken' in answer)) throw new Error((!answer.ok && answer.message) || SESSION_EXPIRED);
        return pair(answer.atoken);
      };
      return deps.locks ? deps.locks.request(REFRESH_LOCK, refresh) : refresh();
    },

    async logout() {
      const response = await send('logout', {});
      if (!response.ok) throw new Error(`Logout answered HTTP ${response.status}`);
    },
  };
}
