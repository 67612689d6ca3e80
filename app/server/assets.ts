/**
 * The client entry's script and styles for the router manifest: Vite's build manifest in production, the dev
 * server's modules in development. In production `chunkFiles` also names the chunks a route's screen needs (its
 * own and what it imports, less what the entry already lists), so the server HTML preloads them from its head with
 * the entry's (modulepreload links): no request chain after the entry; and, after them, the stylesheets of those chunks less the entry's (CSS is split per chunk:
 * the entry carries the theme, the chrome and the shared catalogue pieces, each screen chunk its own rules), so the
 * server HTML links exactly the stylesheets of the page it renders.
 */
import { readFile } from 'node:fs/promises';
import type { ServerManifest } from '@tanstack/router-core';
import { appLoader } from './app-loader.ts';

export const CLIENT_ENTRY = 'app/client/entry.tsx';

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The chunks a module needs, its own and every one it statically imports, each after the chunks it imports. */
function chunksOf(raw: ViteManifest, source: string): ViteManifest[string][] {
  const chunks: ViteManifest[string][] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = raw[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  visit(source);
  return chunks;
}

/** The files (as URLs) of a module's chunk and of every chunk it statically imports, less `except`: the module's own first. */
export function chunkFilesOf(raw: ViteManifest, source: string, except: ReadonlySet<string> = new Set()): string[] {
  return chunksOf(raw, source)
    .reverse()
    .map((chunk) => `/${chunk.file}`)
    .filter((url) => !except.has(url));
}

/**
 * The stylesheets (as URLs) of a module's chunk and of every chunk it statically imports, less `except`; an
 * imported chunk's before the importer's, the order Vite's preload helper inserts them on the client (the cascade:
 * shared pieces before the screen's own rules).
 */
export function cssFilesOf(raw: ViteManifest, source: string, except: ReadonlySet<string> = new Set()): string[] {
  const urls = chunksOf(raw, source).flatMap((chunk) => (chunk.css ?? []).map((css) => `/${css}`));
  return [...new Set(urls)].filter((url) => !except.has(url));
}

export type ChunkFiles = (source: string) => string[];

export async function productionManifest(clientDir: string): Promise<ServerManifest & { chunkFiles: ChunkFiles }> {
  const raw = JSON.parse(await readFile(`${clientDir}/.vite/manifest.json`, 'utf8')) as ViteManifest;
  const entry = raw[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the client build manifest; run npm run build`);
  // The entry's chunks, each after the chunks it imports (the order they evaluate in), the entry last; the ones before it
  // are every chunk the entry imports, also through the chunks it imports (shared pieces split out of the entry).
  const chunks = chunksOf(raw, CLIENT_ENTRY).map((chunk) => `/${chunk.file}`);
  const preloads = chunks.slice(0, -1).reverse();
  // The entry's stylesheets, every page needs them: its own chunk's first (theme variables, base, chrome), then those
  // of the chunks it imports (the catalogue pieces shared with the screens), so the cascade goes theme variables → base
  // → chrome → shared → the route's screen. A route's own come from `chunkFiles`.
  const css = [...new Set([...(entry.css ?? []).map((f) => `/${f}`), ...cssFilesOf(raw, CLIENT_ENTRY)])];
  const loadedFirst = new Set([`/${entry.file}`, ...preloads]);
  const linkedFirst = new Set(css);
  return {
    routes: {
      __root__: {
        css,
        // A modulepreload link in the head for each (the browser fetches them while the HTML still arrives), and the
        // imports of the entry's chunks once the document is parsed (app-loader.ts).
        preloads: [`/${entry.file}`, ...preloads],
        scripts: [appLoader(chunks)],
      },
    },
    chunkFiles: (source) => [...chunkFilesOf(raw, source, loadedFirst), ...cssFilesOf(raw, source, linkedFirst)],
  };
}

export const developmentManifest: ServerManifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: 'module' },
          children: `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true;`,
        },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
      ],
    },
  },
};
