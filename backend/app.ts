/**
 * The embedded reference backend (DESIGN.md 'backend/'): one Hono app answering the calls of contracts/calls.ts —
 * site calls at '/api/...', content calls at '/api/content/v1/...' — from a seeded PGlite (or PostgreSQL) database.
 */
import { Hono } from 'hono';
import { DEFAULT_AI_MASK_SECRET } from '../contracts/ai-mask.ts';
import { HTTPException } from 'hono/http-exception';
import sharp from 'sharp';
import { type PartnerAppConfig, sandboxPartnerApps } from './auth/partner-apps.ts';
import { secretKey } from './auth/tokens.ts';
import type { BackendContext, RouteModule } from './context.ts';
import type { Db } from './db/db.ts';
import { openDb } from './db/open.ts';
import { embeddedBasePath } from '../contracts/calls.ts';
import { ApiError, errorBody } from './http/errors.ts';
import { requestHygiene } from './http/input.ts';
import { clipsDir } from './media/clips.ts';
import { accountActionRoutes } from './routes/account-actions.ts';
import { affiliateRoutes } from './routes/affiliate.ts';
import { ageVerificationRoutes } from './routes/age-verification.ts';
import { blogRoutes } from './routes/blog.ts';
import { contentAdminRoutes } from './routes/content-admin.ts';
import { contentRoutes } from './routes/content.ts';
import { favoritesPageRoutes } from './routes/favorites-page.ts';
import { sendServiceRoutes } from './routes/send-service.ts';
import { dealRoutes } from './routes/deals.ts';
import { dashboardPageRoutes } from './routes/dashboard-page.ts';
import { devRoutes } from './routes/dev.ts';
import { infoPageRoutes } from './routes/info-pages.ts';
import { pageConstructorRoutes } from './routes/page-constructor.ts';
import { partnerLoginRoutes } from './routes/partner-login.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { forumRoutes } from './routes/forum.ts';
import { siteAccountRoutes } from './routes/site-account.ts';
import { siteAuthRoutes } from './routes/site-auth.ts';
import { vreelsRoutes } from './routes/vreels.ts';
import { watchProgressRoutes } from './routes/watch-progress.ts';
import { salesRoutes } from './routes/sales.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { billingRoutes } from './routes/billing.ts';
import { memberPlusRoutes } from './routes/member-plus.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { accountSettingsRoutes, defaultUploadsDir } from './routes/account-settings.ts';
import { membershipRoutes } from './routes/memberships.ts';
import { easyCancelRoutes } from './routes/easy-cancel.ts';
import { upgradeRoutes } from './routes/upgrade.ts';
import { valuePopupRoutes } from './routes/value-popups.ts';
import { headsetFeedRoutes } from './routes/headset-feeds.ts';
import { ensureSeeded } from './seed/index.ts';
import { camRoutes } from './routes/cams.ts';
import { tokenRoutes } from './routes/tokens.ts';
import { type SimCamWorld, createCamWorld } from './cams/world.ts';
import { createMessenger } from './cams/messenger.ts';

/** Route modules, in registration order; later slices (blog, search, biller, cams…) add theirs here. */
export const routeModules: RouteModule[] = [
  siteAuthRoutes,
  siteAccountRoutes,
  watchProgressRoutes,
  salesRoutes,
  checkoutRoutes,
  affiliateRoutes,
  billingRoutes,
  memberPlusRoutes,
  dashboardRoutes,
  accountSettingsRoutes,
  membershipRoutes,
  easyCancelRoutes,
  upgradeRoutes,
  valuePopupRoutes,
  headsetFeedRoutes,
  downloadRoutes,
  accountActionRoutes,
  partnerLoginRoutes,
  ageVerificationRoutes,
  // The live cam calls: provider REST, the site host's cam info, the content API's cam tags, the control endpoint.
  camRoutes,
  tokenRoutes,
  // Before the content routes: /videos/favorite is not a video's slug.
  favoritesPageRoutes,
  contentRoutes,
  sendServiceRoutes,
  dealRoutes,
  dashboardPageRoutes,
  infoPageRoutes,
  pageConstructorRoutes,
  blogRoutes,
  vreelsRoutes,
  forumRoutes,
  devRoutes,
  contentAdminRoutes,
];

export interface BackendOptions {
  /** Use this database (not closed by close()); otherwise one is opened from databaseUrl / DATABASE_URL / dataDir. */
  db?: Db;
  /** PGlite data folder (default `.data/pglite`; ':memory:' for in memory). */
  dataDir?: string;
  databaseUrl?: string;
  /** Clock in milliseconds (default Date.now). */
  now?: () => number;
  /** HS256 secret of the access tokens (JWT_SECRET, or the data folder's generated one: auth/secret-file.ts). */
  jwtSecret: string;
  /** The site's public URL, for links in e-mails (default http://localhost:3000). */
  publicUrl?: string;
  /**
   * Serve the developer and simulator calls — the outbox, the maintenance switch, the affiliate figures, the cam
   * simulator's controls — (default false: 404), to an administrator or with `devSecret` (http/dev-access.ts).
   * app/server/embedded.ts turns them on in development, for the test runner, or with DEV_TOOLS=on.
   */
  devCalls?: boolean;
  /** The secret of the X-Dev-Secret header (the test runner's); none: administrators only. */
  devSecret?: string;
  /** The partner apps of /playalogin/ (default: the sandbox app PLAYA on publicUrl, auth/partner-apps.ts). */
  partnerApps?: PartnerAppConfig[];
  /** The folder of the files members download (default: the demo clips' folder, backend/media/clips.ts). */
  mediaDir?: string;
  /** The suffix of GET {content}/aima{secret} (default: the demo's, contracts/ai-mask.ts). */
  aiMaskSecret?: string;
  /** Seed an empty database on start (default true). */
  seed?: boolean;
  /** The folder of uploaded avatars (default: 'uploads' beside the PGlite folder, or a temporary one in memory). */
  uploadsDir?: string;
  /** The cam simulator follows real time (default true; tests move its clock by hand: backend.cams.advance). */
  camsRealTime?: boolean;
}

export interface Backend {
  app: Hono;
  db: Db;
  /** What the route modules share (its key signs the tokens and the sandbox billers' postbacks). */
  ctx: BackendContext;
  /** The cam provider simulator (backend/cams/world.ts); the WebSocket transport attaches to it. */
  cams: SimCamWorld;
  close(): Promise<void>;
}

export async function createBackend(opts: BackendOptions): Promise<Backend> {
  // libvips keeps the last 100 operations (their pictures up to 50 MB) for a repeat that never comes here: every
  // avatar upload is a new picture and the share images keep their own PNGs (media/share-images.ts). Nothing kept.
  sharp.cache(false);
  const ownsDb = !opts.db;
  const db = opts.db ?? (await openDb({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl }));
  if (opts.seed !== false) await ensureSeeded(db);
  const publicUrl = (opts.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const now = opts.now ?? Date.now;
  const jwtKey = secretKey(opts.jwtSecret);
  const cams = createCamWorld({ db, jwtKey, startAt: now(), siteNow: now, realTime: opts.camsRealTime !== false, messenger: createMessenger });
  const ctx: BackendContext = {
    db,
    now: opts.now ?? Date.now,
    jwtKey: secretKey(opts.jwtSecret),
    publicUrl,
    devCalls: opts.devCalls === true,
    devSecret: opts.devSecret ?? null,
    partnerApps: opts.partnerApps ?? sandboxPartnerApps(publicUrl),
    mediaDir: opts.mediaDir ?? clipsDir,
    aiMaskSecret: opts.aiMaskSecret ?? DEFAULT_AI_MASK_SECRET,
    uploadsDir: opts.uploadsDir ?? defaultUploadsDir(opts.dataDir),
    cams,
  };
  const app = new Hono();
  // Refused before any route: in the forum's own error shape under the forum (JSON:API), the ErrorBody elsewhere.
  app.use(
    '*',
    ...requestHygiene((c, status, message) =>
      c.req.path.startsWith(`${embeddedBasePath.forum}/`)
        ? c.json({ errors: [{ status: String(status), detail: message }] }, status)
        : c.json(errorBody(status, message), status),
    ),
  );
  for (const register of routeModules) register(app, ctx);
  app.notFound((c) => c.json(errorBody(404, 'Not found'), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.httpStatus);
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json(errorBody(status, err.message || 'Bad request'), status);
    }
    console.error(`[backend] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json(errorBody(500, 'Internal Server Error'), 500);
  });
  return {
    app,
    db,
    ctx,
    cams,
    async close() {
      cams.stop();
      if (ownsDb) await db.close();
    },
  };
}
