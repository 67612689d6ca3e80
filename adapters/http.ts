/**
 * The HTTP client every upstream client goes through (spec 000 §7 intro, §8 error catalogue, §9 timeout):
 * 15 s timeout, bearer token on logged-in calls, one refresh-and-retry on 401 (HTTP or body status.code; session/unauthorized.ts),
 * 404 → /404/, 465 → forced logout and /login/, and every other failure returned as a result, logged, never thrown.
 * Exceptions thrown by `navigate`/`onForcedLogout` themselves are left to propagate (a loader may throw a redirect).
 * A server render gives the client its deadline (`HttpDeps.deadline`): a GET still waiting then gives
 * the render its failure, so the page's first byte never waits on a slow upstream.
 * The call table and its zod contracts are imported as this module is, which no page's first load in the browser
 * carries (a server-rendered page makes no call until the visitor does something).
 */
import type { Answer, CallName, CallSpec, Upstream } from '../contracts/calls.ts';
import type { HeldSessionTokens } from '../contracts/site-api.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { FAILURE_SECONDS, beforeDeadline } from './deadline.ts';
import type { Logger } from './log.ts';
import type { RequestCache } from './request-cache.ts';
import { afterUnauthorized } from './session/unauthorized.ts';

/**
 * One import for the process's life (a module import goes through the loader and its hooks on every call), asked for
 * as this module arrives: whoever loads the HTTP client is about to call.
 */
const contractsModule: Promise<typeof import('../contracts/calls.ts')> = import('../contracts/calls.ts');
const contracts = () => contractsModule;

/** `deadline`: the server render stopped waiting (its deadline passed); the call itself may still answer, later. */
export type FailureReason = 'timeout' | 'deadline' | 'network' | 'http' | 'parse' | 'not-found' | 'unauthorized' | 'logged-out';

export type CallResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; status: number | null; reason: FailureReason; message: string; body?: unknown };

export type CallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  /** JSON, or a FormData sent as it is (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** The call handles its own auth failures (login, refresh-token): no refresh/retry, no forced logout on 401/465. */
  noAuthRetry?: boolean;
  /** Return a 404 to the caller instead of navigating to /404/. */
  passNotFound?: boolean;
};

/** Base URL of each upstream; one left out (the vreels service) is served from the site's. */
export type UpstreamBases = Record<'site' | 'content', string> & Partial<Record<Upstream, string>>;

export type HttpDeps = {
  fetch: typeof fetch;
  baseUrl: UpstreamBases;
  sessionTokens: { read(): HeldSessionTokens };
  /** The shared refresh (adapters/session/refresher.ts), given the access token a 401 answered. */
  refresh: (stale?: string | null) => Promise<boolean>;
  onForcedLogout: () => void;
  navigate: (path: string) => void;
  log: Logger;
  timeoutMs?: number;
  /** Public GET answers (no token required) are served from here while fresh. */
  cache?: RequestCache;
  /**
   * The server render's deadline (aborts RENDER_DEADLINE_MS after the render starts). Every GET races it:
   * past it the caller gets a 'deadline' failure (logged once as a warning naming the call). A cached public GET
   * goes on in the background under the normal timeout and fills the cache for the next render (its in-flight call
   * is shared); any other GET is stopped. Calls that change state (login, refresh-token, logout: not GETs) are never
   * cut, nor is a token refresh a GET started. Absent in the browser: nothing there waits for a first byte.
   */
  deadline?: AbortSignal;
  /**
   * Told when a call failed for the upstream's sake (no answer in time, down, 5xx, an answer breaking its contract):
   * the page shows an empty default in its place, so the server keeps no copy of it (a CDN neither).
   */
  degraded?: () => void;
  /** X-App of forum and member-plus calls (spec 000 §7): the app's name. */
  appName?: string;
};

export interface HttpClient {
  call<N extends CallName>(name: N, opts?: CallOptions): Promise<CallResult<Answer<N>>>;
}

/** Upstreams whose calls say they want JSON and name the app (X-App): spec 000 §7 (forum), 001 §7 intro (member-plus). */
const upstreamsNamingTheApp: ReadonlySet<Upstream> = new Set(['forum', 'memberPlus']);

/**
 * Upstreams whose 404s go back to the caller instead of to /404/ (spec 000 §8: forum 404s; 001 §8: a member-plus price
 * or payment URL not found falls back to the partner site's join-now page, the page stays).
 */
const upstreamsPassingNotFound: ReadonlySet<string> = new Set(['forum', 'memberPlus']);

/** HTTP status the site API uses for 'logged out elsewhere / session revoked' (spec 000 §8). */
const HTTP_LOGGED_OUT = 465;

type Attempt =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'deadline' }
  | { kind: 'network'; error: unknown };

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

const isUpstreamFailure = (result: { ok: false; reason: FailureReason; status: number | null }) =>
  result.reason === 'network' || result.reason === 'timeout' || (result.reason === 'http' && (result.status ?? 0) >= 500);

export function createHttpClient(deps: HttpDeps): HttpClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function attempt(spec: CallSpec, url: string, atoken: string | null, opts: CallOptions, deadline?: AbortSignal): Promise<Attempt> {
    const headers: Record<string, string> = {};
    // A FormData body (a file upload, form data: spec 001 §7 changeAvatar, change-password) goes as it is, fetch
    // setting its multipart Content-Type; any other body is JSON.
    const form = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    if (atoken) {
      headers.Authorization = `Bearer ${atoken}`;
      if (!form) headers['Content-Type'] = 'application/json';
    }
    if (opts.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    // Calls to the forum and to the member-plus service carry Accept: application/json and an X-App header naming the
    // app (spec 000 §7, 001 §7 intro).
    if (upstreamsNamingTheApp.has(spec.upstream)) {
      headers.Accept = 'application/json';
      headers['X-App'] = deps.appName ?? 'site';
    }

    // A caller that gave up before the request started (while the contracts loaded, say) gets no request.
    if (opts.signal?.aborted) return { kind: 'aborted' };
    if (deadline?.aborted) return { kind: 'deadline' };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);
    deadline?.addEventListener('abort', onCallerAbort);
    // Whatever stops the call stops the wait, even over a fetch that does not heed its signal (the embedded in-process one).
    const stopped = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)));
    stopped.catch(() => {});
    try {
      const res = await Promise.race([
        deps.fetch(url, {
          method: spec.method,
          headers,
          body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
          signal: controller.signal,
        }),
        stopped,
      ]);
      const text = await Promise.race([res.text(), stopped]);
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
      if (deadline?.aborted) return { kind: 'deadline' };
      return { kind: 'network', error };
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      deadline?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** What a render gets of a call it stopped waiting for: logged once, never cached (the call may still answer). */
  const lostToDeadline = (name: CallName) => {
    deps.log.warn(`[${name}] no answer by the render's deadline: rendered without it`);
    return { ok: false as const, status: null, reason: 'deadline' as const, message: 'No answer by the render deadline' };
  };

  /** `deadline`: stop at the render's deadline (a GET the cache does not keep); a refresh it started is waited for. */
  async function call<N extends CallName>(name: N, opts: CallOptions = {}, deadline?: AbortSignal): Promise<CallResult<Answer<N>>> {
    const { calls, callPath } = await contracts();
    const spec: CallSpec = calls[name];
    let url: string;
    try {
      url = buildUrl(deps.baseUrl[spec.upstream] ?? deps.baseUrl.site, callPath(spec, opts.params), opts.query);
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
      const sentToken = deps.sessionTokens.read().atoken;
      const result = await attempt(spec, url, sentToken, opts, deadline);

      if (result.kind === 'timeout') {
        deps.log.error(`[${name}] timed out after ${timeoutMs} ms`, { url });
        return { ok: false, status: null, reason: 'timeout', message: `Request timed out after ${timeoutMs} ms` };
      }
      if (result.kind === 'aborted') {
        return { ok: false, status: null, reason: 'network', message: 'Request aborted' };
      }
      if (result.kind === 'deadline') return lostToDeadline(name);
      if (result.kind === 'network') {
        deps.log.error(`[${name}] network error`, result.error);
        return { ok: false, status: null, reason: 'network', message: errorMessage(result.error) };
      }

      const { status, body } = result;
      const unauthorized = status === 401 || (status >= 200 && status < 300 && bodyStatusCode(body) === 401);

      if (unauthorized) {
        const message = bodyStatusMessage(body) ?? 'Unauthorized';
        if (handlesOwnAuth) return { ok: false, status, reason: 'unauthorized', message, body };
        const next = await afterUnauthorized(deps.sessionTokens.read(), sentToken, !retried, deps.refresh, (e) =>
          deps.log.error(`[${name}] refresh threw`, e),
        );
        if (next === 'guest') {
          deps.log.warn(`[${name}] unauthorized`, { status });
          return { ok: false, status, reason: 'unauthorized', message, body };
        }
        if (next === 'retry') {
          retried = true;
          continue;
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
        // A refusal (4xx: field errors, a blocked account, a download the member may not have) is an ordinary
        // answer the caller shows: a warning. The upstream failing (5xx) is an error.
        if (status >= 400 && status < 500) deps.log.warn(`[${name}] HTTP ${status}`, { url, body });
        else deps.log.error(`[${name}] HTTP ${status}`, { url, body });
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
   * Public GETs through the request cache: a fresh answer is served as it is; a stale one is served at
   * once while one call fetches the new one (not a live one: it is kept its few seconds and then asked anew); identical calls in flight are one call; a failure of the upstream
   * (network, time-out, 5xx: not a 404) is kept FAILURE_SECONDS so a down upstream is not called by every request.
   */
  const isCached = (spec: CallSpec, opts: CallOptions) => deps.cache !== undefined && spec.method === 'GET' && !spec.auth && !opts.signal;

  const cached: HttpClient['call'] = async (name, opts = {}) => {
    const cache = deps.cache;
    const spec: CallSpec = (await contracts()).calls[name];
    if (!cache || !isCached(spec, opts)) return call(name, opts);
    type Result = Awaited<ReturnType<typeof call<typeof name>>>;
    const key = `${spec.upstream} ${spec.path} ${JSON.stringify(opts.params ?? {})} ${JSON.stringify(opts.query ?? {})}`;
    // A live answer is never served stale: past its few seconds it is asked for anew.
    const peeked = cache.peek(key) as { value: Result; fresh: boolean } | undefined;
    const entry = spec.liveSeconds !== undefined && !peeked?.fresh ? undefined : peeked;
    if (entry?.fresh) return entry.value;
    let running = cache.inFlight.get(key) as Promise<Result> | undefined;
    if (!running) {
      running = call(name, opts).then((result) => {
        if (result.ok) cache.set(key, result, spec.liveSeconds);
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

  /**
   * Every GET of a render, and every POST that only reads (`CallSpec.reads`), under its deadline: a cached one races
   * it and goes on for the cache (the render that comes next finds the answer, or joins the call in flight); any
   * other one is stopped at the deadline. Calls that change state (login, refresh-token, logout) are never cut:
   * cutting one halfway would leave the session tokens the upstream holds and the ones the page sets out of step.
   */
  const bounded: HttpClient['call'] = async (name, opts = {}) => {
    const deadline = deps.deadline;
    if (!deadline) return cached(name, opts);
    const spec: CallSpec = (await contracts()).calls[name];
    if (spec.method !== 'GET' && !spec.reads) return cached(name, opts);
    if (isCached(spec, opts)) return beforeDeadline(cached(name, opts), deadline, () => lostToDeadline(name));
    return call(name, opts, deadline);
  };

  /** Every answer the render goes on without (an upstream's failure, not its 404 or a refusal) is told to `degraded`. */
  const told: HttpClient['call'] = async (name, opts) => {
    const result = await bounded(name, opts);
    if (!result.ok && DEGRADING.has(result.reason)) deps.degraded?.();
    return result;
  };

  return { call: deps.degraded ? told : bounded };
}

/** Failures after which a page shows an empty default in place of what the upstream would have said. */
const DEGRADING: ReadonlySet<FailureReason> = new Set(['timeout', 'deadline', 'network', 'http', 'parse']);
