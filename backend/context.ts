/** What every route module of the embedded backend receives: the database, the clock and the signing key. */
import type { Hono } from 'hono';
import type { Db } from './db/db.ts';

export interface BackendContext {
  db: Db;
  /** Current time in milliseconds (injectable for tests). */
  now(): number;
  /** HS256 key of access tokens. */
  jwtKey: Uint8Array;
}

export const nowSeconds = (ctx: BackendContext): number => Math.floor(ctx.now() / 1000);

/** A route module registers its routes on the backend's Hono app. */
export type RouteModule = (app: Hono, ctx: BackendContext) => void;
