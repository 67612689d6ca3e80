/**
 * Embedded mode: the reference backend and its media, mounted in the site's own process (DESIGN 'backend/'), and made
 * ready ahead by `npm run setup` (setup.ts). The one module of the site that imports backend/.
 */
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { createBackend } from '../../backend/app.ts';
import { dataDirSecret } from '../../backend/auth/secret-file.ts';
import { openDb } from '../../backend/db/open.ts';
import { UPLOAD_LIMITS } from '../../backend/http/input.ts';
import { ensureClips } from '../../backend/media/clips.ts';
import { mediaRoutes } from '../../backend/media/routes.ts';
import { ensureVreels } from '../../backend/media/vreels.ts';
import { ensureVrMedia } from '../../backend/media/vr-media.ts';
import { camHlsRoutes } from '../../backend/cams/hls.ts';
import { ensureCamStreams } from '../../backend/media/cam-streams.ts';
import type { Server } from 'node:http';
import { attachCamChannel } from '../../backend/cams/ws-server.ts';
import { ensureSeeded } from '../../backend/seed/index.ts';
import type { ServerConfig } from '../config/env.ts';
import type { UploadLimits } from './request-hygiene.ts';

export interface EmbeddedUpstreams {
  mounts: Hono[];
  /** The backend's uploads, which take bodies larger than the site server's limit (site-server.ts uploadLimits). */
  uploadLimits: UploadLimits;
  /** Serves the cam provider interface's WebSocket on the site's server (only with the cam area on); returns the stop. */
  attach(server: Server): () => void;
  close: () => Promise<void>;
}

/** The demo media under MEDIA_DIR, made when missing: clips, VR media, and vreels and cam streams when those areas are on. */
async function ensureMedia(config: ServerConfig): Promise<{ clipsDir: string; vrDir: string; camsDir: string }> {
  const clipsDir = resolve(config.env.MEDIA_DIR, 'clips');
  const vrDir = resolve(config.env.MEDIA_DIR, 'vr');
  const camsDir = resolve(config.env.MEDIA_DIR, 'cams');
  await ensureClips(clipsDir);
  if (config.public.enableVreels) await ensureVreels(clipsDir);
  await ensureVrMedia(vrDir);
  // The cam simulator's live streams (backend/cams/hls.ts), only with the cam area on.
  if (config.public.enableCams) await ensureCamStreams(camsDir);
  return { clipsDir, vrDir, camsDir };
}

/** `npm run setup`: the embedded database (DATA_DIR, or DATABASE_URL) seeded when empty, and the media made. */
export async function setupEmbedded(config: ServerConfig): Promise<{ seeded: boolean; mediaDir: string }> {
  const db = await openDb({ dataDir: resolve(config.env.DATA_DIR, 'pglite') });
  let seeded: boolean;
  try {
    seeded = await ensureSeeded(db);
  } finally {
    await db.close();
  }
  await ensureMedia(config);
  return { seeded, mediaDir: resolve(config.env.MEDIA_DIR) };
}

/**
 * Whether the developer and simulator calls are served (backend/http/dev-access.ts; issue 38, finding 1): DEV_TOOLS=on,
 * or development (`npm run dev`) unless DEV_TOOLS=off. A production build (`npm start`, `npm run demo`) has them off.
 */
export const devTools = (config: ServerConfig): boolean =>
  config.env.DEV_TOOLS === 'on' || (config.env.DEV_TOOLS === undefined && config.env.NODE_ENV === 'development');

export async function createEmbeddedUpstreams(config: ServerConfig): Promise<EmbeddedUpstreams> {
  const dataDir = resolve(config.env.DATA_DIR);
  const { clipsDir, vrDir, camsDir } = await ensureMedia(config);
  // Tokens are signed with JWT_SECRET, or (PGlite only: env.ts refuses a shared database without it) a secret made
  // once into the data folder.
  const jwtSecret = config.env.JWT_SECRET ?? (await dataDirSecret(dataDir));
  // Links in e-mails use the site's public URL. The developer and simulator calls only where turned on (devTools).
  const backend = await createBackend({
    dataDir: resolve(dataDir, 'pglite'),
    databaseUrl: config.env.DATABASE_URL,
    jwtSecret,
    publicUrl: config.public.siteUrl,
    devCalls: devTools(config),
    devSecret: config.env.DEV_TOOLS_SECRET,
    mediaDir: vrDir,
    aiMaskSecret: config.public.aiMaskSecret,
    uploadsDir: resolve(dataDir, 'uploads'),
    // The cam simulator's bots move only when the cam area is on.
    camsRealTime: config.public.enableCams,
  });
  const media = new Hono().route('/', mediaRoutes({ clipsDir, vrDir, siteName: config.public.siteName }));
  if (config.public.enableCams) {
    const cams = backend.cams;
    media.route(
      '/',
      camHlsRoutes({
        dir: camsDir,
        now: () => cams.clock.now(),
        known: (id) => cams.svgPreview(id) !== null,
        mayPlay: (id, grant) => cams.mayPlayStream(id, grant),
      }),
    );
  }
  // The provider interface's socket takes connections from the site's own pages only.
  const attach = (server: Server) => (config.public.enableCams ? attachCamChannel(server, backend.cams, { sameOriginOnly: true }) : () => {});
  return { mounts: [backend.app, media], uploadLimits: UPLOAD_LIMITS, attach, close: backend.close };
}
