/**
 * `npm start`: the production server (built client and SSR entry), in embedded mode unless upstream URLs are set;
 * with WORKERS > 1, that many such processes on one port (cluster.ts).
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { consoleLogger } from '../../adapters/log.ts';
import { loadConfig } from '../config/env.ts';
import { productionManifest } from './assets.ts';
import { startPrimary } from './cluster.ts';
import { createEmbeddedUpstreams } from './embedded.ts';
import type { render as Render } from './entry.tsx';
import { createSiteServer } from './site-server.ts';
import { staticAssets } from './static.ts';

export async function startServer(source: Record<string, string | undefined> = process.env) {
  // React and its renderer pick their build from NODE_ENV when first imported (below, with the SSR entry).
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig(source);
  const root = resolve(import.meta.dirname, '../..');
  const { render } = (await import(pathToFileURL(resolve(root, 'dist/server/entry.js')).href)) as { render: typeof Render };
  const { chunkFiles, ...manifest } = await productionManifest(resolve(root, 'dist/client'));
  const embedded = config.embedded ? await createEmbeddedUpstreams(config) : null;
  const app = createSiteServer({
    config,
    render,
    manifest,
    chunkFiles,
    log: consoleLogger,
    mounts: [staticAssets(resolve(root, 'dist/client')), ...(embedded?.mounts ?? [])],
    uploadLimits: embedded?.uploadLimits,
  });
  return new Promise<{ port: number; close: () => Promise<void> }>((done) => {
    const server = serve({ fetch: app.fetch, port: config.env.PORT, hostname: config.env.HOST }, (info) => {
      // A worker is announced by the primary once all are up.
      if (cluster.isPrimary) {
        console.log(`${config.public.siteName} listening on http://localhost:${info.port} (${config.embedded ? 'embedded mode' : 'upstream mode'})`);
      }
      done({
        port: info.port,
        close: async () => {
          detach();
          await new Promise<void>((r) => server.close(() => r()));
          await embedded?.close();
        },
      });
    });
    // An idle keep-alive connection is kept longer than a proxy's or a CDN's own idle timeout (60 s on common load
    // balancers), so none sends a request on a connection the server is closing at that moment (Node's 5 s default:
    // a 502 at the proxy, ECONNRESET for a client that paused between two requests). Closing the server closes idle
    // connections at once.
    (server as Server).keepAliveTimeout = 65_000;
    (server as Server).headersTimeout = 66_000;
    // The cam provider interface's WebSocket (embedded mode, cam area on): upgrades on the same server.
    const detach = embedded ? embedded.attach(server as Server) : () => {};
  });
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.env.WORKERS > 1) return startPrimary(config);
  const server = await startServer();
  // Close connections and the embedded database cleanly (PGlite flushes its files on close).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
