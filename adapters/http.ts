/**
 * The HTTP client every upstream client goes through (spec 000 §7 intro, §8 error catalogue, §9 timeout):
 * 15 s timeout, bearer token on logged-in calls, one refresh-and-retry on 401 (HTTP or body status.code),
 * 404 → /404/, 465 → forced logout and /login/, and every other failure returned as a result, logged, never thrown.
 * Exceptions thrown by `navigate`/`onForcedLogout` themselves are left to propagate (a loader may throw a redirect).
 * The call table and its zod contracts are imported on the first call, so a page's first load in the browser
 * does not carry them (a server-rendered page makes no call until the visitor does something).
 */
import type { Answer, CallName, CallSpec, Upstream } from '../contracts/calls.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import type { Logger } from './log.ts';
import type { RequestCache } from './request-cache.ts';
import type { HeldTokens } from './token-store.ts';

/** One import for the process's life: a module import goes through the loader (and its hooks) on every call. */
let contractsModule: Promise<typeof import('../contracts/calls.ts')> | undefined;
const contracts = () => {
  contractsModule ??= import('../contracts/calls.ts');
  return contractsModule;
};

export type FailureReason = 'timeout' | 'network' | 'http' | 'parse' | 'not-found' | 'unauthorized' | 'logged-out';

export type CallResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; status: number | null; reason: FailureReason; message: string; body?: unknown };

export type CallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** The call handles its own auth failures (login, refresh-token): no refresh/retry, no forced logout on 401/465. */
  noAuthRetry?: boolean;
  /** Return a 404 to the caller instead of navigating to /404/. */
  passNotFound?: boolean;
};

export type HttpDeps = {
  fetch: typeof fetch;
  baseUrl: Record<Upstream, string>;
  tokens: { read(): HeldTokens };
  refresh: () => Promise<boolean>;
  onForcedLogout: () => void;
  navigate: (path: string) => void;
  log: Logger;
  timeoutMs?: number;
  /** Public GET answers (no token required) are served from here while fresh. */
  cache?: RequestCache;
};

export interface HttpClient {
  call<N extends CallName>(name: N, opts?: CallOptions): Promise<CallResult<Answer<N>>>;
}

/** Upstreams whose 404s go back to the caller instead of to /404/ (spec 000 §8: forum 404s). */
const upstreamsPassingNotFound: ReadonlySet<string> = new Set(['forum']);

/** HTTP status the site API uses for 'logged out elsewhere / session revoked' (spec 000 §8). */
const HTTP_LOGGED_OUT = 465;

type Attempt = { kind: 'response'; status: number; body: unknown } | { kind: 'timeout' } | { kind: 'aborted' } | { kind: 'network'; error: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** status.code of a site-API style body, if any. */
export const bodyStatusCode = (body: unknown): number | undefined =>
  isRecord(body) && isRecord(body.status) && typeof body.status.code === 'number' ? body.status.code : undefined;

/** status.message of a site-API style body, if any non-empty one. */
export const bodyStatusMessage = (body: unknown): string | undefined =>
  isRecord(body) && isRecord(body.status) && typeof body.status.message === 'string' && body.status.message ? body.status.message : undefined;

const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function buildUrl(base: string, path: string, query?: CallOptions['query']): string {
  let url = `${base.replace(/\/+$/, '')}${path}`;
  if (query) {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) qs.append(key, String(value));
    const s = qs.toString();
    if (s) url += `${url.includes('?') ? '&' : '?'}${s}`;
  }
  return url;
}

/** How long a failing upstream's answer is kept for a public GET (issue 7: failures cached briefly). */
export const FAILURE_SECONDS = 5;

const isUpstreamFailure = (result: { ok: false; reason: FailureReason; status: number | null }) =>
  result.reason === 'network' || result.reason === 'timeout' || (result.reason === 'http' && (result.status ?? 0) >= 500);

export function createHttpClient(deps: HttpDeps): HttpClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function attempt(spec: CallSpec, url: string, atoken: string | null, opts: CallOptions): Promise<Attempt> {
    const headers: Record<string, string> = {};
    if (atoken) {
      headers.Authorization = `Bearer ${atoken}`;
      headers['Content-Type'] = 'application/json';
    }
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

    // A caller that gave up before the request started (while the contracts loaded, say) gets no request.
    if (opts.signal?.aborted) return { kind: 'aborted' };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);
    try {
      const res = await deps.fetch(url, {
        method: spec.method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      });
      const text = await res.text();
      let body: unknown;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      return { kind: 'response', status: res.status, body };
    } catch (error) {
      if (timedOut) return { kind: 'timeout' };
      if (opts.signal?.aborted) return { kind: 'aborted' };
      return { kind: 'network', error };
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function call<N extends CallName>(name: N, opts: CallOptions = {}): Promise<CallResult<Answer<N>>> {
    const { calls, callPath } = await contracts();
    const spec: CallSpec = calls[name];
    let url: string;
    try {
      url = buildUrl(deps.baseUrl[spec.upstream], callPath(spec, opts.params), opts.query);
    } catch (e) {
      deps.log.error(`[${name}] bad call`, e);
      return { ok: false, status: null, reason: 'network', message: errorMessage(e) };
    }
    // refresh-token never goes down the refresh path (no recursion), whatever the caller asked.
    const handlesOwnAuth = opts.noAuthRetry === true || name === 'refreshToken';

    const forcedLogout = (status: number | null, reason: 'unauthorized' | 'logged-out', message: string, body: unknown) => {
      deps.log.warn(`[${name}] ${message}: logging out`, { status });
      deps.onForcedLogout();
      deps.navigate('/login/');
      return { ok: false as const, status, reason, message, body };
    };

    let retried = false;
    for (;;) {
      const sentToken = deps.tokens.read().atoken;
      const result = await attempt(spec, url, sentToken, opts);

      if (result.kind === 'timeout') {
        deps.log.error(`[${name}] timed out after ${timeoutMs} ms`, { url });
        return { ok: false, status: null, reason: 'timeout', message: `Request timed out after ${timeoutMs} ms` };
      }
      if (result.kind === 'aborted') {
        return { ok: false, status: null, reason: 'network', message: 'Request aborted' };
      }
      if (result.kind === 'network') {
        deps.log.error(`[${name}] network error`, result.error);
        return { ok: false, status: null, reason: 'network', message: errorMessage(result.error) };
      }

      const { status, body } = result;
      const unauthorized = status === 401 || (status >= 200 && status < 300 && bodyStatusCode(body) === 401);

      if (unauthorized) {
        const message = bodyStatusMessage(body) ?? 'Unauthorized';
        if (handlesOwnAuth) return { ok: false, status, reason: 'unauthorized', message, body };
        const held = deps.tokens.read();
        if (!held.atoken && !held.rtoken) {
          // A guest call answered 401: nothing to refresh, nobody to log out.
          deps.log.warn(`[${name}] unauthorized`, { status });
          return { ok: false, status, reason: 'unauthorized', message, body };
        }
        if (!retried && held.rtoken) {
          retried = true;
          // Another call already refreshed while this one was in flight: just retry with the new token.
          if (held.atoken && held.atoken !== sentToken) continue;
          let refreshed = false;
          try {
            refreshed = await deps.refresh();
          } catch (e) {
            deps.log.error(`[${name}] refresh threw`, e);
          }
          if (refreshed) continue;
        }
        return forcedLogout(status, 'unauthorized', message, body);
      }

      if (status === HTTP_LOGGED_OUT) {
        const message = bodyStatusMessage(body) ?? 'Logged out';
        if (handlesOwnAuth) return { ok: false, status, reason: 'logged-out', message, body };
        return forcedLogout(status, 'logged-out', message, body);
      }

      if (status === 404) {
        deps.log.warn(`[${name}] not found`, { url });
        if (!opts.passNotFound && !upstreamsPassingNotFound.has(spec.upstream)) deps.navigate('/404/');
        return { ok: false, status, reason: 'not-found', message: bodyStatusMessage(body) ?? 'Not found', body };
      }

      if (status < 200 || status >= 300) {
        deps.log.error(`[${name}] HTTP ${status}`, { url, body });
        return { ok: false, status, reason: 'http', message: bodyStatusMessage(body) ?? `HTTP ${status}`, body };
      }

      const parsed = spec.response.safeParse(body);
      if (!parsed.success) {
        deps.log.error(`[${name}] answer does not match its contract`, parsed.error.issues);
        return { ok: false, status, reason: 'parse', message: 'Unexpected answer', body };
      }
      return { ok: true, status, data: parsed.data as Answer<N> };
    }
  }

  /**
   * Public GETs through the request cache (issue 7): a fresh answer is served as it is; a stale one is served at
   * once while one call fetches the new one; identical calls in flight are one call; a failure of the upstream
   * (network, time-out, 5xx: not a 404) is kept FAILURE_SECONDS so a down upstream is not called by every request.
   */
  const cached: HttpClient['call'] = async (name, opts = {}) => {
    const cache = deps.cache;
    const spec: CallSpec = (await contracts()).calls[name];
    if (!cache || spec.method !== 'GET' || spec.auth || opts.signal) return call(name, opts);
    type Result = Awaited<ReturnType<typeof call<typeof name>>>;
    const key = `${spec.upstream} ${spec.path} ${JSON.stringify(opts.params ?? {})} ${JSON.stringify(opts.query ?? {})}`;
    const entry = cache.peek(key) as { value: Result; fresh: boolean } | undefined;
    if (entry?.fresh) return entry.value;
    let running = cache.inFlight.get(key) as Promise<Result> | undefined;
    if (!running) {
      running = call(name, opts).then((result) => {
        if (result.ok) cache.set(key, result);
        else if (!entry && isUpstreamFailure(result)) cache.set(key, result, FAILURE_SECONDS);
        return result;
      });
      const done = running.finally(() => cache.inFlight.delete(key));
      cache.inFlight.set(key, done);
      running = done;
    }
    // A stale answer now, the new one for whoever asks next.
    if (entry?.value.ok) {
      running.catch(() => {});
      return entry.value;
    }
    return running;
  };

  return { call: cached };
}
