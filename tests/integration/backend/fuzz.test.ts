/**
 * a bounded, seeded run of malformed requests over every route of the embedded backend.
 * No answer is a 5xx (nor an exception), every 4xx is JSON in the ErrorBody shape (contracts/common.ts; the forum's in
 * JSON:API's error shape, contracts/forum.ts; a refused checkout's in spec 001's {title, data}, contracts/sales.ts;
 * the sandbox billers' hosted pages, which a browser shows, in HTML with their message), and no row
 * of any table changed (helpers.ts `fingerprint`, before and after).
 *
 * The routes are those of contracts/calls.ts plus whatever else the Hono app registered (the favourite writes), so a
 * new call or route is fuzzed without touching this file; a few unknown paths and wrong methods too.
 * Seeded (FUZZ_SEED overrides the seed, FUZZ_REQUESTS the count, to explore further by hand): the same requests on
 * every run, so a failure is reproducible and the offending requests are listed in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../backend/app.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../../backend/auth/demo-accounts.ts';
import { MAX_BODY_BYTES } from '../../../backend/http/input.ts';
import { type Rng, createRng } from '../../../backend/seed/prng.ts';
import { calls, embeddedBasePath } from '../../../contracts/calls.ts';
import { ErrorBody } from '../../../contracts/common.ts';
import { CheckoutErrorBody } from '../../../contracts/sales.ts';
import { ForumErrors } from '../../../contracts/forum.ts';
import { ModelQuery, VideoQuery } from '../../../contracts/content-api.ts';
import { fingerprint, loginAs, onEachDatabase, setupTimeout, urlOf } from './helpers.ts';

/** The checkout calls, whose refusals carry spec 001's errors {title, data}. */
const CHECKOUT_PATHS = [urlOf('signUp'), urlOf('paymentUrl')];

const SEED = Number(process.env.FUZZ_SEED ?? 0x15_5e_07);
/** Tuned so the run stays well under the test's time limit on PGlite on a 2-core machine (see the logged duration). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
/** 60 s for the default count; more for a longer run by hand. */
const RUN_TIMEOUT = Math.max(60_000, REQUESTS * 20);

/** Wrong methods too: lower case (fetch upper-cases only the standard ones), WebDAV's, made up ones. */
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'patch', 'post', 'PROPFIND', 'MKCOL', 'FOO'] as const;
const UNKNOWN_PATHS = [
  '/',
  '/api',
  '/api/',
  '/api/unknown',
  '/api/wp/auth',
  '/api/wp/auth/login/{x}',
  '/api/v1/auth/{x}',
  '/api/account/favorites/{x}/{x}',
  '/api/content/v1',
  '/api/content/v1/{x}',
  '/api/content/v1/videos/{x}/{x}/{x}',
  '/api/content/v2/videos',
  '/{x}',
];

// ---- Values: the strange things a path parameter, a query value or a JSON field gets. ----

const PERCENT_GARBAGE = [
  '%',
  '%%',
  '%0',
  '%G1',
  '%zz',
  '%00',
  '%FF',
  '%fe%ff',
  '%C0%80',
  '%C0%AF',
  '%E2%82',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%80',
  '%25',
  '%2F',
  '%2e%2e',
  '%u0000',
  '%%30%30',
  '%E0%A4%A',
  '%5C',
  '%0D%0A',
];
const SQLISH = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "1'; DELETE FROM favorite_videos; --",
  '1; SELECT pg_sleep(5)--',
  "' UNION SELECT email, password_hash FROM users --",
  '$1',
  '$$',
  "\\'",
  "'::int",
  "E'\\\\x00'",
  '%',
  '_',
  '%_%',
  "') OR ('a'='a",
  '1 AND 1=1',
  "admin'--",
  '*/',
  '/*',
  "1' AND (SELECT count(*) FROM refresh_tokens) > 0 --",
];
const UNICODE = [
  'ÄÖÜß',
  'Ωmega',
  '日本語のスラッグ',
  'עברית',
  '\u202Egnp.exe',
  'zero\u200Bwidth',
  'e\u0301',
  '\uFEFFbom',
  '\uFFFD',
  '\uFFFF',
  'İı',
  'ﬁ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];
const EMOJI = ['😀', '👩‍👩‍👧‍👦', '🏳️‍🌈', '🇩🇪', '💩💩💩', '🙂\u0301'];
const LONE_SURROGATES = ['\uD800', '\uDFFF', 'a\uD83D', '\uDE00b'];
const CONTROLS = ['\u0000', 'a\u0000b', '\t', '\r\n', '\u0001\u0002', '\u007F', '\u001B[31m', '\b', '\\u0000'];
const WORDS = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'all',
  '..',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '$' + '{7*7}',
  '{{7*7}}',
  'a,b,,c,',
  ',,,',
  '1,2,abc,-1',
];

function numberText(rng: Rng): string {
  return rng.pick([
    () => String(rng.int(-1_000_000_000, 1_000_000_000)),
    () => '9'.repeat(rng.int(10, 400)),
    () => `-${rng.int(1, 99_999)}`,
    () => String(rng.next() * 10 ** rng.int(-8, 12)),
    () =>
      rng.pick([
        '0',
        '-0',
        '-1',
        '2147483648',
        '-2147483649',
        '9007199254740993',
        '1e308',
        '1e309',
        '-1e-7',
        '1.5',
        '3.',
        '.5',
        'NaN',
        'Infinity',
        '-Infinity',
        '0x1F',
        '0b11',
        '0o7',
        '1_000',
        ' 1',
        '1 ',
        '+1',
        '١٢٣',
        '１２３',
        '00000000001',
      ]),
  ])();
}

/** Random code points: ASCII, Latin-1, the rest of the BMP (surrogates included), astral. */
function randomChars(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    const range = rng.int(0, 3);
    const cp = range === 0 ? rng.int(0, 0x7f) : range === 1 ? rng.int(0x80, 0xff) : range === 2 ? rng.int(0x100, 0xffff) : rng.int(0x10000, 0x10ffff);
    out += String.fromCodePoint(cp);
  }
  return out;
}

/** One strange string (may hold NUL bytes and lone surrogates). */
function fuzzString(rng: Rng): string {
  const one = (): string => {
    switch (rng.int(0, 10)) {
      case 0:
      case 1:
        return numberText(rng);
      case 2:
        return rng.pick(SQLISH);
      case 3:
        return rng.pick(UNICODE);
      case 4:
        return rng.pick(EMOJI).repeat(rng.int(1, 3));
      case 5:
        return rng.pick(LONE_SURROGATES);
      case 6:
        return rng.pick(CONTROLS);
      case 7:
        return rng.pick(WORDS);
      case 8:
        return randomChars(rng, rng.int(1, 40));
      case 9:
        // Long: past every maxLength of the contracts (slugs are cut at 300).
        return rng.pick(['a', 'é', '😀', '%', '-', '0']).repeat(rng.int(100, 5000));
      default:
        return rng.chance(0.1) ? 'x'.repeat(rng.int(20_000, 60_000)) : rng.hex(rng.int(1, 32));
    }
  };
  return rng.chance(0.2) ? one() + one() : one();
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes the UTF-8 bytes of one (not UTF-8). */
const encodeLoose = (s: string): string => s.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

/** A URL piece (path segment, query name or value): encoded, percent garbage, or raw for the URL parser to mend. */
function urlPiece(rng: Rng, plausible: readonly string[]): string {
  const r = rng.next();
  if (r < 0.2) return encodeLoose(rng.pick(plausible));
  if (r < 0.35) return `${rng.chance(0.5) ? encodeLoose(rng.pick(plausible)) : ''}${rng.pick(PERCENT_GARBAGE)}${rng.chance(0.3) ? 'x' : ''}`;
  if (r < 0.45) return fuzzString(rng).slice(0, 2000);
  return encodeLoose(fuzzString(rng));
}

// ---- Requests ----

interface Route {
  method: string;
  /** Embedded path with `{name}` placeholders. */
  template: string;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface Plausible {
  slugs: string[];
  ids: string[];
}

const QUERY_NAMES = [...new Set([...Object.keys(VideoQuery.shape), ...Object.keys(ModelQuery.shape)])];
const WRONG_QUERY_NAMES = ['pgae', 'PAGE', 'page[]', 'page[0]', 'limit ', '', '__proto__', 'constructor', 'toString', 'sort.order'];
const QUERY_VALUES = ['1', '2', '12', '100', 'popular', 'latest', 'name', 'asc', 'desc', 'a', 'Z', 'all', 'featured', 'romantic', '1,2,3'];

function pathOf(rng: Rng, template: string, plausible: Plausible, fuzz: boolean): string {
  const param = (name: string) => {
    const pool = /id$/i.test(name) ? plausible.ids : plausible.slugs;
    return fuzz ? urlPiece(rng, pool) : encodeURIComponent(rng.pick(pool));
  };
  let path = template.replace(/\{(\w+)\}/g, (_, name: string) => param(name));
  if (!fuzz) return path;
  switch (rng.int(0, 12)) {
    case 0:
      path += '/';
      break;
    case 1:
      path = path.replace('/api/', '//api//');
      break;
    case 2:
      path += `/${urlPiece(rng, plausible.slugs)}`;
      break;
    case 3:
      path = path.toUpperCase();
      break;
    case 4:
      path += rng.pick([';jsessionid=1', '/..', '/.', '%2F..%2F', '.json', '~', '%20']);
      break;
  }
  return path;
}

function queryOf(rng: Rng, fuzz: boolean): string {
  if (rng.chance(0.3)) return '';
  const parts: string[] = [];
  const count = rng.int(1, 5);
  for (let i = 0; i < count; i++) {
    if (!fuzz) {
      parts.push(`${rng.pick(QUERY_NAMES)}=${rng.pick(QUERY_VALUES)}`);
      continue;
    }
    const r = rng.next();
    const name = r < 0.7 ? rng.pick(QUERY_NAMES) : r < 0.85 ? rng.pick(WRONG_QUERY_NAMES) : urlPiece(rng, QUERY_NAMES);
    if (rng.chance(0.05)) {
      parts.push(name);
      continue;
    }
    const value = urlPiece(rng, QUERY_VALUES);
    // Repeated names: the same name again with another value.
    parts.push(`${name}=${value}`, ...(rng.chance(0.15) ? [`${name}=${urlPiece(rng, QUERY_VALUES)}`] : []));
  }
  return `?${parts.join(fuzz && rng.chance(0.05) ? '&&' : '&')}`;
}

const DEMO_EMAILS = demoAccounts.map((a) => a.email);

/** A password that is never the demo accounts' one: a fuzzed login must fail. */
function wrongPassword(rng: Rng): string {
  const password = rng.chance(0.3) ? rng.pick(['demo123', 'Demo1234', 'demo1234 ', ' demo1234', 'demo12345', '']) : fuzzString(rng);
  return password === DEMO_PASSWORD ? `${password}!` : password;
}

function jsonValue(rng: Rng, depth = 0): unknown {
  const r = rng.int(0, depth > 2 ? 4 : 6);
  if (r === 0) return fuzzString(rng);
  if (r === 1) return Number(numberText(rng));
  if (r === 2) return rng.pick([true, false, null, 0, -1, 1e308, '']);
  if (r === 3) return rng.pick(DEMO_EMAILS);
  if (r === 4) return rng.pick([{}, [], [null], { email: null }]);
  if (r === 5) return Array.from({ length: rng.int(0, 4) }, () => jsonValue(rng, depth + 1));
  const out: Record<string, unknown> = {};
  for (let i = rng.int(0, 4); i > 0; i--) {
    out[rng.pick(['email', 'password', 'refresh_token', 'refreshToken', 'token', '__proto__', 'constructor', fuzzString(rng)])] = jsonValue(
      rng,
      depth + 1,
    );
  }
  return out;
}

/** A JSON body of about the call's shape with fuzzed fields. */
function shapedBody(rng: Rng, path: string): unknown {
  if (path.includes('/login') || rng.chance(0.3)) {
    const body: Record<string, unknown> = {
      email: rng.chance(0.5) ? rng.pick(DEMO_EMAILS) : rng.chance(0.5) ? fuzzString(rng) : jsonValue(rng, 1),
      password: rng.chance(0.7) ? wrongPassword(rng) : jsonValue(rng, 1),
    };
    if (rng.chance(0.2)) delete body[rng.pick(['email', 'password'])];
    if (rng.chance(0.2)) body[fuzzString(rng)] = jsonValue(rng, 1);
    return body;
  }
  // Never a live refresh token: a fuzzed refresh or logout must not rotate or revoke one.
  const body: Record<string, unknown> = { refresh_token: rng.chance(0.6) ? fuzzString(rng) : jsonValue(rng, 1) };
  if (rng.chance(0.2)) body.refreshToken = body.refresh_token;
  return body;
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"email":',
  '{"email": "a@b.c", ',
  '[1,2',
  "{'email':'a'}",
  '{email:"a"}',
  'undefined',
  'NaN',
  '{"a":1,}',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"\\ud800"}',
  '{"a" "b"}',
  '\uFEFF{}',
  '{}{}',
  '{"refresh_token":"a"}garbage',
  '"unterminated',
  '// comment\n{}',
  'email=a&password=b',
];

/** A body as the wire carries it (text is sent as UTF-8; bytes as they are). */
function bodyOf(rng: Rng, path: string): string | Uint8Array {
  switch (rng.int(0, 9)) {
    case 0: {
      if (rng.chance(0.5)) return rng.pick(MALFORMED_JSON);
      const text = JSON.stringify(shapedBody(rng, path));
      return text.slice(0, rng.int(0, Math.max(0, text.length - 1)));
    }
    case 1:
      return JSON.stringify(jsonValue(rng));
    case 2:
    case 3:
      return JSON.stringify(shapedBody(rng, path));
    case 4: {
      // Deeply nested JSON, alone or as a field; within the body limit and over it.
      const depth = rng.int(100, 40_000);
      const nested = rng.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      return rng.chance(0.5) ? nested : `{"email":${nested},"password":"x","refresh_token":${nested}}`;
    }
    case 5: {
      // Huge strings: just within the 64 KB limit, just over it, far over it; multi-byte characters count as bytes.
      const size = rng.pick([1000, MAX_BODY_BYTES - 100, MAX_BODY_BYTES - 30, MAX_BODY_BYTES + 1, MAX_BODY_BYTES + 100, 300_000]);
      const unit = rng.pick(['a', 'é', '😀']);
      const field = rng.pick(['email', 'password', 'refresh_token', 'junk']);
      return `{"${field}":"${unit.repeat(Math.max(1, Math.floor((size - 20) / new TextEncoder().encode(unit).length)))}","password":"x"}`;
    }
    case 6: {
      // Bytes that are not UTF-8.
      const valid = new TextEncoder().encode(JSON.stringify(shapedBody(rng, path)));
      return rng.pick([
        () => Uint8Array.from({ length: rng.int(1, 200) }, () => rng.int(0, 255)),
        () => Uint8Array.from([...valid.slice(0, 10), 0xff, 0xfe, ...valid.slice(10)]),
        () => Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
        () => Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
        () => Uint8Array.from([...valid.slice(0, -2), 0xe2, 0x82]),
        () => Uint8Array.from([0xff, 0xfe, ...[...'{"email":"a"}'].flatMap((ch) => [ch.charCodeAt(0), 0])]),
        () => Uint8Array.from([0x80, 0x80, 0x80]),
      ])();
    }
    case 7: {
      // NUL bytes, raw and escaped.
      return rng.pick([
        '{"email":"active\u0000@demo.test","password":"x"}',
        '{"email":"active\\u0000@demo.test","password":"x"}',
        '{"refresh_token":"\\u0000"}',
        '{"refresh_token":"a\u0000"}',
        '{"email\\u0000":"a","password":"b"}',
        '{"email":"a","password":"\\U0000"}',
        '\u0000',
        '{"a":1}\u0000',
        `{"refresh_token":"${'\\u0000'.repeat(rng.int(1, 100))}"}`,
      ]);
    }
    case 8:
      return rng.pick(['', ' ', '\n', '\t\r\n ', 'null', 'true', '0', '""', '[]', '{}']);
    default:
      return rng.pick([
        'email=active%40demo.test&password=x',
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
        '<xml/>',
        randomChars(rng, rng.int(1, 300)),
      ]);
  }
}

/** Keeps what a header value can carry (Latin-1, no CR, LF or NUL). */
const headerSafe = (s: string): string => s.replace(/[^\t\x20-\x7E\x80-\xFF]/g, '').trim();

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json;;;',
  'json',
  '*/*',
  ';',
  `application/json; x=${'y'.repeat(5000)}`,
];

function garbageToken(rng: Rng, valid: string): string {
  const b64 = (n: number) => Buffer.from(rng.hex(n), 'hex').toString('base64url');
  return rng.pick([
    () => headerSafe(fuzzString(rng)) || 'x',
    () => `${b64(20)}.${b64(60)}.${b64(32)}`,
    // The member's token with its signature or its claims altered.
    () => `${valid.slice(0, -3)}${valid.endsWith('AAA') ? 'BBB' : 'AAA'}`,
    () => {
      const [head, , sig] = valid.split('.');
      const claims = Buffer.from(JSON.stringify({ sub: rng.pick(["' OR 1=1 --", 'x', '']), exp: 9_999_999_999 })).toString('base64url');
      return `${head}.${claims}.${sig}`;
    },
    // alg none: not accepted.
    () => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${valid.split('.')[1]}.`,
    () => 'a'.repeat(rng.int(1000, 10_000)),
    () => `${valid} ${valid}`,
  ])();
}

/**
 * No token, a garbage one, or the demo member's valid one. The valid token is never sent with a writing method to a
 * path with a segment of digits (which could name a record): favourites PUT/DELETE/POST would then legitimately add
 * or remove a row. With a writing method it goes only where no record can be named (ids that are not digits, other
 * paths), where a success would be a bug the checksum must catch.
 */
function authorization(rng: Rng, method: string, url: string, valid: string, fuzz: boolean): string | undefined {
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  // The path as the app sees it: the URL parser drops tabs and newlines, reads a backslash as '/' and resolves '..'.
  const { pathname } = new URL(`http://localhost${url}`);
  const mayNameRecord = pathname.split('/').some((segment) => /^\d+$/.test(safeDecode(segment)));
  const validOne = () =>
    writes && mayNameRecord ? `Bearer ${garbageToken(rng, valid)}` : rng.pick([`Bearer ${valid}`, `bearer ${valid}`, `BEARER   ${valid}`]);
  if (!fuzz) return rng.chance(0.5) ? undefined : validOne();
  const r = rng.int(0, 9);
  if (r <= 1) return undefined;
  if (r <= 5) return `Bearer ${garbageToken(rng, valid)}`;
  if (r <= 7)
    return rng.pick(['Bearer', 'Bearer ', 'bearer', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer a b', 'Bearer\t', `Bearer ${'a'.repeat(20_000)}`]);
  return validOne();
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A well-formed body of the call's shape that still cannot succeed (a wrong password, an unknown refresh token). */
function plainBody(rng: Rng, path: string): string {
  if (path.includes('/login')) return JSON.stringify({ email: rng.pick(DEMO_EMAILS), password: wrongPassword(rng) });
  return JSON.stringify({ refresh_token: rng.hex(32) });
}

/**
 * One request: each of its parts (path, query, method, headers, body) is fuzzed with some probability, at least one
 * of them, the others plausible, so that most requests get past the first check that refuses them.
 */
function fuzzRequest(rng: Rng, route: Route, plausible: Plausible, validToken: string): FuzzRequest {
  const fuzz = { path: rng.chance(0.35), query: rng.chance(0.35), method: rng.chance(0.15), auth: rng.chance(0.35), body: rng.chance(0.5) };
  if (!Object.values(fuzz).some(Boolean)) fuzz[rng.pick(['path', 'query', 'method', 'auth', 'body'] as const)] = true;
  const method = fuzz.method ? rng.pick(METHODS) : route.method;
  const path = pathOf(rng, route.template, plausible, fuzz.path);
  const url = `${path}${queryOf(rng, fuzz.query)}`;
  const headers: Record<string, string> = {};
  const auth = authorization(rng, method, url, validToken, fuzz.auth);
  if (auth !== undefined) headers.authorization = auth;
  let body: string | Uint8Array | undefined;
  // GET and HEAD carry no body (fetch's Request refuses one).
  if (method !== 'GET' && method !== 'HEAD' && (fuzz.body ? rng.chance(0.95) : method !== 'OPTIONS')) {
    body = fuzz.body ? bodyOf(rng, path) : plainBody(rng, path);
    const r = rng.next();
    if (!fuzz.body || r < 0.65) headers['content-type'] = 'application/json';
    else if (r < 0.9) headers['content-type'] = rng.pick(CONTENT_TYPES);
    // else: no content type at all.
    if (rng.chance(0.3)) headers['content-length'] = String(typeof body === 'string' ? new TextEncoder().encode(body).length : body.length);
  }
  return { method, url, headers, body };
}

/** Every route: the call table's, then any other the app registered (method and Hono path). */
function routesOf(backend: Backend): Route[] {
  const routes = new Map<string, Route>();
  const add = (method: string, template: string) => routes.set(`${method} ${template}`, { method, template });
  for (const spec of Object.values(calls)) add(spec.method, `${embeddedBasePath[spec.upstream]}${spec.path}`);
  for (const r of backend.app.routes) {
    if (r.method !== 'ALL') add(r.method, r.path.replace(/:(\w+)/g, '{$1}'));
  }
  return [...routes.values()];
}

// ---- The run ----

interface Offender {
  method: string;
  url: string;
  status: number | string;
  body: string;
}

const snippet = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let memberToken = '';
  let before: Record<string, string>;
  let plausible: Plausible;

  beforeAll(async () => {
    backend = await freshBackend();
    // Its login stores a refresh token: the checksum is taken after it.
    memberToken = (await loginAs(backend, 'active@demo.test')).atoken;
    const slugs = await backend.db.query<{ slug: string }>(
      `(SELECT slug FROM videos ORDER BY id LIMIT 3) UNION ALL (SELECT slug FROM models ORDER BY id LIMIT 3)
       UNION ALL (SELECT slug FROM categories ORDER BY id LIMIT 2) UNION ALL (SELECT slug FROM pages ORDER BY slug LIMIT 2)`,
    );
    plausible = { slugs: slugs.map((r) => r.slug), ids: ['1', '2', '5', '99999', '0', '-1', '1.0', '01'] };
    before = await fingerprint(backend.db);
  }, setupTimeout);
  afterAll(async () => {
    await backend.close();
    await backend.db.close();
  });

  describe('fuzz', () => {
    const statuses = new Map<number, number>();
    const offenders: Offender[] = [];
    const notErrorBodies: Offender[] = [];
    const logins: Offender[] = [];
    let sent = 0;

    it(
      `sends ${REQUESTS} seeded malformed requests over every route`,
      async () => {
        const rng = createRng(SEED);
        const routes = routesOf(backend);
        const unknown = UNKNOWN_PATHS.map((template) => ({ method: 'GET', template }));
        const started = performance.now();
        for (let i = 0; i < REQUESTS; i++) {
          // Round robin, so every route gets its share; now and then an unknown path.
          const route = rng.chance(0.05) ? rng.pick(unknown) : (routes[i % routes.length] as Route);
          const req = fuzzRequest(rng, route, plausible, memberToken);
          let res: Response;
          let text: string;
          try {
            res = await backend.app.request(req.url, { method: req.method, headers: req.headers, body: req.body as BodyInit | undefined });
            text = await res.text();
          } catch (error) {
            offenders.push({ method: req.method, url: snippet(req.url), status: 'threw', body: snippet(String(error)) });
            continue;
          }
          sent++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const seen = { method: req.method, url: snippet(req.url), status: res.status, body: snippet(text) };
          if (res.status >= 500) offenders.push(seen);
          if (res.status >= 400 && req.method !== 'HEAD') {
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            if (req.url.startsWith('/billing/') && /^<!doctype html>/i.test(text)) {
              // A biller's hosted page answers the browser with a page of its own, saying what is wrong (the checks
              // before its handler, and other methods, answer in the ErrorBody shape like every route).
              if (!/<h1>|role="alert"/.test(text)) notErrorBodies.push(seen);
            } else if (CHECKOUT_PATHS.some((path) => req.url.split('?')[0] === path) && CheckoutErrorBody.safeParse(json).success) {
              // A refused checkout: spec 001 §3's {title, data}, with its status.
              if (CheckoutErrorBody.parse(json).status.code !== res.status) notErrorBodies.push(seen);
            } else if (req.url.startsWith(`${embeddedBasePath.forum}/`)) {
              // The forum answers in JSON:API's error shape (contracts/forum.ts), with its status and a detail.
              const forum = ForumErrors.safeParse(json);
              const first = forum.success ? forum.data.errors[0] : undefined;
              if (!first || first.status !== String(res.status) || first.detail.length < 4) notErrorBodies.push(seen);
            } else {
              const parsed = ErrorBody.safeParse(json);
              if (!parsed.success || parsed.data.status.code !== res.status || parsed.data.status.message.length < 4) notErrorBodies.push(seen);
            }
          }
          if (req.url.startsWith(urlOf('login')) && res.status === 200) logins.push(seen);
        }
        const seconds = (performance.now() - started) / 1000;
        const where = expect.getState().currentTestName?.split(' > ')[0] ?? '';
        const counts = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
        console.log(
          `fuzz ${where}: ${sent} requests over ${routes.length} routes and ${UNKNOWN_PATHS.length} unknown paths (seed ${SEED}) in ${seconds.toFixed(1)} s; statuses ${counts.join(', ')}`,
        );
        expect(sent + offenders.filter((o) => o.status === 'threw').length).toBe(REQUESTS);
        // Requests got past every check to the next (to a handler, to the database): no answer class is missing.
        expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404, 413, 415, 422]));
      },
      RUN_TIMEOUT,
    );

    it('no answer is a 5xx or an exception', () => {
      expect(sent).toBeGreaterThan(0);
      expect(offenders).toEqual([]);
    });

    it('every 4xx is JSON in the ErrorBody shape with its status', () => {
      expect(notErrorBodies).toEqual([]);
    });

    it('no fuzzed login succeeded', () => {
      expect(logins).toEqual([]);
    });

    it('left every row unchanged', async () => {
      expect(await fingerprint(backend.db)).toEqual(before);
    });
  });
});
