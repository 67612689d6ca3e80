/** The client entry's script and styles for the router manifest: Vite's build manifest in production, the dev server's modules in development. */
import { readFile } from 'node:fs/promises';
import type { ServerManifest } from '@tanstack/router-core';

export const CLIENT_ENTRY = 'app/client/entry.tsx';

export async function productionManifest(clientDir: string): Promise<ServerManifest> {
  const raw = JSON.parse(await readFile(`${clientDir}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[] }
  >;
  const entry = raw[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the client build manifest; run npm run build`);
  const preloads = (entry.imports ?? []).map((key) => `/${raw[key]?.file}`).filter((f) => f !== '/undefined');
  // Every stylesheet of the build, so a server-rendered page never waits for a lazy chunk to be styled.
  const css = [...new Set(Object.values(raw).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]))];
  return {
    routes: {
      __root__: {
        css: css.map((f) => `/${f}`),
        preloads,
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
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
