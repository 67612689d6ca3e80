/**
 * Reading request input against the contracts' schemas; bad input becomes an ApiError (4xx), never a 500:
 * bodies are limited while they stream (Content-Length first), JSON calls take only application/json, and text
 * that is not UTF-8 or holds a NUL byte (which PostgreSQL refuses) is a 400 — in a body, a path or a query.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod/mini';
import { CONSTRUCTOR_SLUG } from '../../contracts/constructor-slug.ts';
import { AVATAR_MAX_BYTES, AVATAR_TOO_BIG_MESSAGE } from '../../contracts/avatar.ts';
import { ApiError, errorBody, invalid, invalidField, malformedJson } from './errors.ts';

export const MAX_BODY_BYTES = 64 * 1024;

const badRequest = (message: string) => new ApiError(400, errorBody(400, message));
const NUL = '\u0000';

/** How a refused request is answered: the backend's ErrorBody JSON, the site server's plain text. */
export type Refusal = (c: Context, status: 400 | 413, message: string) => Response | Promise<Response>;

const jsonRefusal: Refusal = (c, status, message) => c.json(errorBody(status, message), status);

/**
 * Every request: a body over MAX_BODY_BYTES is refused (413) by its Content-Length or once that much has streamed
 * in, and a path or query that is not UTF-8 or holds a NUL byte is a 400.
 */
export function requestHygiene(refuse: Refusal = jsonRefusal): MiddlewareHandler[] {
  return [
    limitBodies((c, message) => refuse(c, 413, message ?? 'Request body is too large')),
    async (c, next) => {
      const problem = badUrl(c.req.url);
      if (problem) return refuse(c, 400, problem);
      await next();
    },
  ];
}

/**
 * Hono's body limit for the requests that carry a body. A GET or HEAD is passed by without touching its body: reading
 * `request.body` makes @hono/node-server build the full Request (with the connection's abort signal), and every
 * render's React and router then stayed reachable from it — about 130 KB a page, found by the soak.
 */
export function limitBodies(onError: (c: Context, message?: string) => Response | Promise<Response>): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => onError(c) });
  const uploads = new Map(
    Object.entries(UPLOAD_LIMITS).map(([path, rule]) => [path, bodyLimit({ maxSize: rule.maxSize, onError: (c) => onError(c, rule.message) })]),
  );
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (uploads.get(c.req.path) ?? limit)(c, next));
}

/**
 * The calls that take a file, with their own limit and message: the avatar upload (contracts/avatar.ts; 2 MB of
 * file plus the multipart envelope). The route checks the file's own size again.
 */
export const UPLOAD_LIMITS: Readonly<Record<string, { maxSize: number; message: string }>> = {
  '/api/wp/user/changeAvatar': { maxSize: AVATAR_MAX_BYTES + MAX_BODY_BYTES, message: AVATAR_TOO_BIG_MESSAGE },
};

/** Why a URL's path or query cannot be read (invalid percent-encoding or UTF-8, a NUL byte), or null. */
export function badUrl(url: string): string | null {
  const { pathname, search } = new URL(url);
  for (const part of [pathname, ...search.slice(1).split(/[&=]/)]) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return 'The address is not valid UTF-8';
    }
    if (decoded.includes(NUL)) return 'The address holds a NUL byte';
  }
  return null;
}

/** A request body as UTF-8 text without NUL bytes (escaped ones in JSON included), else a 400. */
export async function bodyText(c: Context): Promise<string> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('The request body is not valid UTF-8');
  }
  if (text.includes(NUL) || /\\u0000/i.test(text)) throw badRequest('The request body holds a NUL byte');
  return text;
}

/** A body that is not declared JSON: 415. */
function requireJsonType(c: Context): void {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError(415, errorBody(415, 'The request body must be application/json'));
}

export async function jsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  requireJsonType(c);
  return parsedJson(await bodyText(c), schema);
}

/**
 * A body that may be left out: none, or an empty one, gives `none`; any other is jsonBody's. Told by the body itself,
 * not by a Content-Length (a request made in-process, as the embedded site's calls are, has none).
 */
export async function optionalJsonBody<S extends z.ZodMiniType>(c: Context, schema: S, none: z.output<S>): Promise<z.output<S>> {
  const text = c.req.raw.body === null ? '' : await bodyText(c);
  if (text.trim() === '') return none;
  requireJsonType(c);
  return parsedJson(text, schema);
}

function parsedJson<S extends z.ZodMiniType>(text: string, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw malformedJson();
  }
  if (value === undefined) throw new ApiError(400, errorBody(400, 'A JSON body is required'));
  if (!wellFormed(value)) throw badRequest('The request body is not valid UTF-8');
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether every string of a parsed JSON value (keys too) is well-formed UTF-16: a lone surrogate written as an escape
 * ('\\ude42') passes the UTF-8 check of the text but cannot be stored (PostgreSQL: 'invalid byte sequence').
 */
function wellFormed(value: unknown): boolean {
  // A loop, not recursion: a body may nest thousands of arrays deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return false;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === 'object') for (const [k, v] of Object.entries(next)) pending.push(k, v);
  }
  return true;
}

export function query<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** A positive integer path parameter (ids), else 422. */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw invalidField(name, `${name} must be a positive integer`);
  return Number(raw);
}

/** A slug path parameter; anything unusable is simply not found. */
export function slugParam(c: Context, name = 'slug'): string {
  return (c.req.param(name) ?? '').slice(0, 300);
}

/** A page-constructor slug (contracts/page-constructor.ts CONSTRUCTOR_SLUG), else 400 with the rule it broke. */
export function constructorSlugParam(c: Context, name = 'slug'): string {
  const raw = c.req.param(name) ?? '';
  if (!CONSTRUCTOR_SLUG.test(raw)) {
    throw badRequest(`Bad ${name}: use 1 to 80 lower-case letters, digits and inner hyphens.`);
  }
  return raw;
}

/** A form post's text fields (files read as ''); none when the body is not a form or cannot be read. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  try {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  } catch {
    return {};
  }
}
