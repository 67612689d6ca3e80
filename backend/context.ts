/**
 * What every route module of the embedded backend receives: the database, the clock, the signing key, the site's
 * public URL (for links in e-mails) and whether developer calls (the outbox) are served.
 */
import type { Hono } from 'hono';
import type { PartnerAppConfig } from './auth/partner-apps.ts';
import type { SimCamWorld } from './cams/world.ts';
import type { Db } from './db/db.ts';

export interface BackendContext {
  db: Db;
  /** Current time in milliseconds (injectable for tests). */
  now(): number;
  /** HS256 key of access tokens. */
  jwtKey: Uint8Array;
  /** The site's public URL, without a trailing slash: links in e-mails point there. */
  publicUrl: string;
  /** Serve the developer and simulator calls (http/dev-access.ts): when the site turned them on (app/server/embedded.ts). */
  devCalls: boolean;
  /** The test runner's secret that opens them (the X-Dev-Secret header); null: administrators only. */
  devSecret: string | null;
  /** The partner apps /playalogin/ may hand a one-time code to (auth/partner-apps.ts). */
  partnerApps: readonly PartnerAppConfig[];
  /** The folder of the video files members download (the demo clips: backend/media/clips.ts). */
  mediaDir: string;
  /** The unlisted suffix of GET {content}/aima{secret}, the AI-mask pop-up settings (spec 000 §7). */
  aiMaskSecret: string;
  /** The folder of the members' uploaded files (avatars: routes/account-settings.ts); made on the first upload. */
  uploadsDir: string;
  /** The cam provider simulator's world (backend/cams/world.ts): its REST routes and the WebSocket use it. */
  cams: SimCamWorld;
}

export const nowSeconds = (ctx: BackendContext): number => Math.floor(ctx.now() / 1000);

/** A route module registers its routes on the backend's Hono app. */
export type RouteModule = (app: Hono, ctx: BackendContext) => void;
