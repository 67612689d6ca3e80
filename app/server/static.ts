/** Built client assets: hashed files under /assets/ are cached for a year. */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export function staticAssets(clientDir: string): Hono {
  const app = new Hono();
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Precompressed copies (.br, .gz) written at build time are sent when the browser accepts them.
  app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true }));
  return app;
}
