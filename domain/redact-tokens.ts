/**
 * A token is never shown outside the session: the atlas's live inspection and Stately's inspector get
 * events and contexts with every value of a key that names a token (atoken, rtoken, tokens' members) and every
 * string shaped like a JWT replaced by {@link REDACTED}.
 */
export const REDACTED = '‹redacted›';

const TOKEN_KEY = /token/i;
const JWT = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;

export const isTokenKey = (key: string): boolean => TOKEN_KEY.test(key);
export const looksLikeJwt = (value: string): boolean => JWT.test(value);

const isPlain = (value: object): boolean => Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of `value` with its tokens redacted: plain objects and arrays are copied, anything else (actor refs,
 * class instances) is kept as it is, since an inspector serialises those itself.
 */
export function redactTokens(value: unknown, key = '', seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return isTokenKey(key) || looksLikeJwt(value) ? REDACTED : value;
  if (value === null || value === undefined) return value;
  if (typeof value !== 'object') return isTokenKey(key) && typeof value !== 'function' ? REDACTED : value;
  if (!isPlain(value) || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactTokens(item, key, seen));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactTokens(v, k, seen)]));
}
