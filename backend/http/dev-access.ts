/**
 * Who the developer and simulator calls answer (issue 38, finding 1: on `npm start` anybody could read every reset link
 * from the outbox and set any member's token balance): only a backend whose site turned them on (BackendOptions
 * .devCalls: development, the test runner, or DEV_TOOLS=on), and then only a signed-in administrator (the Bearer access
 * token) or a caller holding the test runner's secret (the X-Dev-Secret header, BackendOptions.devSecret). Anybody
 * else, and every caller when they are off, gets the 404 of an unknown path; no answer of theirs is ever cached.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ADMIN_ROLES } from '../../contracts/access-claims.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { BackendContext } from '../context.ts';
import { notFound } from './errors.ts';

export const DEV_SECRET_HEADER = 'x-dev-secret';

const sameSecret = (given: string, held: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(held);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether this request may use the developer calls. */
export async function mayUseDevCalls(c: Context, ctx: BackendContext): Promise<boolean> {
  if (!ctx.devCalls) return false;
  const given = c.req.header(DEV_SECRET_HEADER);
  if (given && ctx.devSecret && sameSecret(given, ctx.devSecret)) return true;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const claims = bearer ? await verifyAccessToken(ctx.jwtKey, bearer, ctx.now()) : null;
  return claims?.vra.some((role) => ADMIN_ROLES.includes(role)) === true;
}

/** The gate of a developer call: no-store, and 404 unless `mayUseDevCalls`. */
export const devCallsOnly =
  (ctx: BackendContext): MiddlewareHandler =>
  async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!(await mayUseDevCalls(c, ctx))) throw notFound();
    await next();
  };
