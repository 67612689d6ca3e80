/**
 * The router manifest a page's HTML is built from: each route's screen and head chunks (route-code.ts, lazy-screen.tsx)
 * as its preloads (modulepreload links in the head, app-loader.ts) and their stylesheets as its css; the server HTML
 * links the root's (the entry's) then the matched route's, in cascade order. After client navigation the links stay:
 * the router renders stylesheets with a precedence, and React keeps such a stylesheet in the head once inserted, so
 * coming back to a screen whose chunk is already loaded finds its CSS.
 * The 18+ splash's chunks are listed for a visitor who has not agreed yet only. One manifest for each, built once per
 * process and base manifest.
 */
import type { ServerManifest } from '@tanstack/router-core';
import { codeSourceOf } from '../router/route-code.ts';
import { screenSourcesOf } from '../router/lazy-screen.tsx';
import type { createAppRouter } from '../router/router.tsx';

type ChunkFiles = (source: string) => string[];
type Router = ReturnType<typeof createAppRouter>;

/** The 18+ splash's chunks (SiteChrome's lazy part), preloaded beside the entry's for a visitor who has not agreed yet. */
const SPLASH_SOURCE = 'views/chrome/AgeSplash.tsx';

/** What decides which of the chunks listed for some visitors a page lists: whether the visitor agreed to the splash. */
export type ChunkViewer = { agreed: boolean };

const built = new Map<string, ServerManifest>();
let builtFor: ServerManifest | null = null;

/** The manifest for `viewer`: the routes' chunks, and the splash's for a visitor who has not agreed yet. */
export function routeManifest(base: ServerManifest, chunkFiles: ChunkFiles | undefined, router: Router, viewer: ChunkViewer): ServerManifest {
  if (!chunkFiles) return base;
  if (builtFor !== base) {
    built.clear();
    builtFor = base;
  }
  // The root's loader runs in the server render only (routes/root.tsx); its scripts are the entry's.
  const routes = Object.values(router.routesById).filter((route) => !route.isRoot);
  const key = String(viewer.agreed);
  const cached = built.get(key);
  if (cached) return cached;
  const manifest: ServerManifest = { routes: { ...base.routes } };
  for (const route of routes) {
    // The loader's chunk is not listed: a page hydrates from the data its HTML brought and never runs its loader before it
    // is live (the head, which it runs, is listed; a route whose loader and head share a module lists it through the head).
    const { component, head } = route.options as { component?: unknown; head?: unknown };
    const sources = [...screenSourcesOf(component), codeSourceOf(head)].filter((s) => s !== undefined);
    if (sources.length === 0) continue;
    const files = [...new Set(sources.flatMap(chunkFiles))];
    manifest.routes[route.id] = {
      ...manifest.routes[route.id],
      preloads: files.filter((f) => !f.endsWith('.css')),
      css: files.filter((f) => f.endsWith('.css')),
    };
  }
  if (!viewer.agreed) {
    const root = manifest.routes.__root__;
    manifest.routes.__root__ = { ...root, preloads: [...(root?.preloads ?? []), ...chunkFiles(SPLASH_SOURCE).filter((f) => f.endsWith('.js'))] };
  }
  built.set(key, manifest);
  return manifest;
}
