/**
 * Cookie jars (spec 000 §9 'cookies'): one interface over document.cookie in the browser,
 * over the request's Cookie header (+ Set-Cookie on the response) on the server, and in memory for tests.
 * Values are URI-encoded. No maxAge = session cookie.
 */

export type CookieSetOptions = {
  maxAge?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict';
  /** No script reads it (server jars only: a browser drops such a cookie set from script). */
  httpOnly?: boolean;
  /** Sent over https only. */
  secure?: boolean;
};
export type CookieRemoveOptions = { path?: string; domain?: string; secure?: boolean };

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, opts?: CookieSetOptions): void;
  remove(name: string, opts?: CookieRemoveOptions): void;
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Parses a `Cookie` header (or document.cookie) into name → decoded value; the first occurrence wins. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!header) return map;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || map.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    map.set(name, decode(value));
  }
  return map;
}

/** One Set-Cookie / document.cookie string. Path defaults to '/', SameSite to Lax. */
export function serializeCookie(name: string, value: string, opts: CookieSetOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(opts.maxAge)}`);
  parts.push(`Path=${opts.path ?? '/'}`);
  if (opts.domain) parts.push(`Domain=${opts.domain}`);
  parts.push(`SameSite=${opts.sameSite ?? 'Lax'}`);
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A Set-Cookie string that deletes the cookie. */
export function serializeCookieRemoval(name: string, opts: CookieRemoveOptions = {}): string {
  const parts = [`${name}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', `Path=${opts.path ?? '/'}`];
  if (opts.domain) parts.push(`Domain=${opts.domain}`);
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Browser jar on document.cookie. */
export function browserCookieJar(doc: { cookie: string } = document): CookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie).get(name),
    set: (name, value, opts) => {
      doc.cookie = serializeCookie(name, value, opts);
    },
    remove: (name, opts) => {
      doc.cookie = serializeCookieRemoval(name, opts);
    },
  };
}

/**
 * Server jar: reads the request's Cookie header; `set`/`remove` append Set-Cookie to
 * `responseHeaders` (when given) and change what `get` returns for the rest of the request.
 */
export function requestCookieJar(cookieHeader: string | null, responseHeaders?: Headers): CookieJar {
  const values = parseCookieHeader(cookieHeader);
  return {
    get: (name) => values.get(name),
    set: (name, value, opts) => {
      if (opts?.maxAge !== undefined && opts.maxAge <= 0) values.delete(name);
      else values.set(name, value);
      responseHeaders?.append('Set-Cookie', serializeCookie(name, value, opts));
    },
    remove: (name, opts) => {
      values.delete(name);
      responseHeaders?.append('Set-Cookie', serializeCookieRemoval(name, opts));
    },
  };
}

export type MemoryCookieJar = CookieJar & {
  /** Every write, in order, as the Set-Cookie string it would send. */
  readonly written: string[];
  /** Current name → value pairs. */
  all(): Record<string, string>;
};

/** In-memory jar for tests. */
export function memoryCookieJar(initial: Record<string, string> = {}): MemoryCookieJar {
  const values = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    all: () => Object.fromEntries(values),
    get: (name) => values.get(name),
    set: (name, value, opts) => {
      if (opts?.maxAge !== undefined && opts.maxAge <= 0) values.delete(name);
      else values.set(name, value);
      written.push(serializeCookie(name, value, opts));
    },
    remove: (name, opts) => {
      values.delete(name);
      written.push(serializeCookieRemoval(name, opts));
    },
  };
}
