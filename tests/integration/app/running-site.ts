/**
 * The real site server (headers, redirects, guest-page cache, status) on a free port of its own, in upstream mode
 * with the given environment, and a request cache of its own so nothing a run met (a failure kept 5 s) carries into
 * the next. For the integration tests that send it raw requests (fault matrices, redirects).
 */
import { serve } from '@hono/node-server';
import { memoryLogger } from '../../../adapters/log.ts';
import { createRequestCache } from '../../../adapters/request-cache.ts';
import { loadConfig } from '../../../app/config/env.ts';
import { render } from '../../../app/server/entry.tsx';
import { createSiteServer } from '../../../app/server/site-server.ts';
import { freePort } from '../../support/site-process.ts';

export type RunningSite = { url: string; port: number; close: () => Promise<void> };

export async function startSite(env: Record<string, string>): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ ...env, PORT: String(port), PUBLIC_URL: url });
  const cache = createRequestCache();
  const app = createSiteServer({ config, render: (opts) => render({ ...opts, cache }), manifest: { routes: {} }, log: memoryLogger() });
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => done(s));
  });
  return {
    url,
    port,
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
