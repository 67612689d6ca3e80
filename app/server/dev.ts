/** `npm run dev`: the same server with Vite in middleware mode (hot reload, SSR modules loaded through Vite). */
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { consoleLogger } from '../../adapters/log.ts';
import { loadConfig } from '../config/env.ts';
import { developmentManifest } from './assets.ts';
import { createEmbeddedUpstreams } from './embedded.ts';
import type { RenderOptions } from './entry.tsx';
import { createSiteServer } from './site-server.ts';

const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const embedded = config.embedded ? await createEmbeddedUpstreams(config) : null;
const app = createSiteServer({
  config,
  manifest: developmentManifest,
  log: consoleLogger,
  mounts: embedded?.mounts ?? [],
  uploadLimits: embedded?.uploadLimits,
  render: async (opts: RenderOptions) => {
    const mod = (await vite.ssrLoadModule('/app/server/entry.tsx')) as { render: (o: RenderOptions) => Promise<Response> };
    return mod.render(opts);
  },
});
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
// The cam provider interface's WebSocket (embedded, cam area on); Vite's own HMR socket keeps its path.
embedded?.attach(server);
server.listen(config.env.PORT, () => {
  console.log(`${config.public.siteName} (dev) on http://localhost:${config.env.PORT}`);
});
