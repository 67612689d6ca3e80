/**
 * The site server's request hygiene, before any route: a body over MAX_BODY_BYTES is refused (413) by its
 * Content-Length or once that much has streamed in, and an address whose path or query is not UTF-8 or holds a NUL
 * byte is a 400; both in plain text. The paths where a mount takes larger uploads (the embedded upstreams' avatar
 * upload, embedded.ts) have the mount's own limit and message.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 64 * 1024;
const TOO_LARGE = 'Request body is too large';
const NUL = '\u0000';

/** Path → the largest body taken there and the refusal's text. */
export type UploadLimits = Readonly<Record<string, { maxSize: number; message: string }>>;

export function requestHygiene(uploadLimits: UploadLimits = {}): MiddlewareHandler[] {
  const refuse = (message: string) => (c: Context) => c.text(message, 413);
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuse(TOO_LARGE) });
  const uploads = new Map(
    Object.entries(uploadLimits).map(([path, rule]) => [path, bodyLimit({ maxSize: rule.maxSize, onError: refuse(rule.message) })]),
  );
  return [
    // A GET or HEAD is passed by without touching its body: reading `request.body` makes @hono/node-server build the
    // full Request (with the connection's abort signal), and every render's React and router then stayed reachable
    // from it — about 130 KB a page, found by the soak.
    (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (uploads.get(c.req.path) ?? limit)(c, next)),
    async (c, next) => {
      const problem = badAddress(c.req.url);
      if (problem) return c.text(problem, 400);
      await next();
    },
  ];
}

/** Why a URL's path or query cannot be read (invalid percent-encoding or UTF-8, a NUL byte), or null. */
function badAddress(url: string): string | null {
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
