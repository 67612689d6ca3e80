/** Embedded mode: the reference backend and its media, mounted in the site's own process (DESIGN 'backend/'). */
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { createBackend } from '../../backend/app.ts';
import { dataDirSecret } from '../../backend/auth/secret-file.ts';
import { ensureClips } from '../../backend/media/clips.ts';
import { mediaRoutes } from '../../backend/media/routes.ts';
import { ensureVreels } from '../../backend/media/vreels.ts';
import { ensureVrMedia } from '../../backend/media/vr-media.ts';
import type { ServerConfig } from '../config/env.ts';

export async function createEmbeddedUpstreams(config: ServerConfig): Promise<{ mounts: Hono[]; close: () => Promise<void> }> {
  const dataDir = resolve(config.env.DATA_DIR);
  const clipsDir = resolve(config.env.MEDIA_DIR, 'clips');
  const vrDir = resolve(config.env.MEDIA_DIR, 'vr');
  await ensureClips(clipsDir);
  if (config.public.enableVreels) await ensureVreels(clipsDir);
  await ensureVrMedia(vrDir);
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
  });
  const media = new Hono().route('/', mediaRoutes({ clipsDir, vrDir, siteName: config.public.siteName }));
  return { mounts: [backend.app, media], close: backend.close };
}
