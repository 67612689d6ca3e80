/** Embedded mode: the reference backend and its media, mounted in the site's own process (DESIGN 'backend/'). */
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { createBackend } from '../../backend/app.ts';
import { dataDirSecret } from '../../backend/auth/secret-file.ts';
import { ensureClips } from '../../backend/media/clips.ts';
import { mediaRoutes } from '../../backend/media/routes.ts';
import { ensureVreels } from '../../backend/media/vreels.ts';
import { ensureVrMedia } from '../../backend/media/vr-media.ts';
import { camHlsRoutes } from '../../backend/cams/hls.ts';
import { ensureCamStreams } from '../../backend/media/cam-streams.ts';
import type { Server } from 'node:http';
import { attachCamChannel } from '../../backend/cams/ws-server.ts';
import type { ServerConfig } from '../config/env.ts';

export interface EmbeddedUpstreams {
  mounts: Hono[];
  /** Serves the cam provider interface's WebSocket on the site's server (only with the cam area on); returns the stop. */
  attach(server: Server): () => void;
  close: () => Promise<void>;
}

export async function createEmbeddedUpstreams(config: ServerConfig): Promise<EmbeddedUpstreams> {
  const dataDir = resolve(config.env.DATA_DIR);
  const clipsDir = resolve(config.env.MEDIA_DIR, 'clips');
  const vrDir = resolve(config.env.MEDIA_DIR, 'vr');
  await ensureClips(clipsDir);
  if (config.public.enableVreels) await ensureVreels(clipsDir);
  await ensureVrMedia(vrDir);
  // The cam simulator's live streams (issue 16; backend/cams/hls.ts), only with the cam area on.
  const camsDir = resolve(config.env.MEDIA_DIR, 'cams');
  if (config.public.enableCams) await ensureCamStreams(camsDir);
  // Tokens are signed with JWT_SECRET, or (PGlite only: env.ts refuses a shared database without it) a secret made
  // once into the data folder.
  const jwtSecret = config.env.JWT_SECRET ?? (await dataDirSecret(dataDir));
  // Links in e-mails use the site's public URL; the outbox call is served because the site runs embedded.
  const backend = await createBackend({
    dataDir: resolve(dataDir, 'pglite'),
    databaseUrl: config.env.DATABASE_URL,
    jwtSecret,
    publicUrl: config.public.siteUrl,
    devCalls: true,
    mediaDir: vrDir,
    aiMaskSecret: config.public.aiMaskSecret,
    uploadsDir: resolve(dataDir, 'uploads'),
    // The cam simulator's bots move only when the cam area is on (issue 16).
    camsRealTime: config.public.enableCams,
  });
  const media = new Hono().route('/', mediaRoutes({ clipsDir, vrDir, siteName: config.public.siteName }));
  if (config.public.enableCams) {
    const cams = backend.cams;
    media.route('/', camHlsRoutes({ dir: camsDir, now: () => cams.clock.now(), known: (id) => cams.svgPreview(id) !== null }));
  }
  // The provider interface's socket takes connections from the site's own pages only.
  const attach = (server: Server) => (config.public.enableCams ? attachCamChannel(server, backend.cams, { sameOriginOnly: true }) : () => {});
  return { mounts: [backend.app, media], attach, close: backend.close };
}
