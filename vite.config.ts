import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const CLIENT_ENTRY = 'app/client/entry.tsx';
/** Seven hash characters (see the client's output): the server build names the assets it renders the same way. */
const ASSET_FILE_NAMES = 'assets/[name]-[hash:7][extname]';

/**
 * Every module of ours that one of `roots` imports statically (also through what it imports), known once the module
 * graph is built: the chunking below keeps each such set together (see `firstLoad`, `cardKit`).
 */
function modulesOf(name: string, roots: readonly string[]): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name,
    apply: 'build',
    buildEnd() {
      if (this.environment?.name !== 'client') return;
      const queue = [...this.getModuleIds()].filter((id) => roots.some((root) => id.endsWith(root)));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) && !id.includes('node_modules') && !id.endsWith(CLIENT_ENTRY) };
}

const firstLoad = modulesOf('first-load-modules', [CLIENT_ENTRY]);
/**
 * Modules outside the entry's own graph that every page loads: TanStack's match rendering and the formats every route's
 * head uses. Left to the bundler each was a chunk of its own, a request and a gzip stream started afresh. (The head's
 * helpers, app/router/head.ts, stay out: the form pages' heads do without them, and there they cost more than they save.)
 */
const EVERY_PAGE = [
  /[\\/]domain[\\/]format\.ts$/,
  /node_modules[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/](Matches|Transitioner|RouterProvider)\.js$/,
];
/**
 * The SEO text and the ad banner's slot, which the catalogue's pages show together (home, the lists, models, categories,
 * blog, cams), in one chunk. With the line above: 1.0 KB of gzip less on / and the lists, 4.1 on /deals/, none more anywhere.
 */
const pageKit = modulesOf('page-kit-modules', ['views/containers/PageSeoText.tsx', 'views/containers/AdBannerSlot.tsx']);
/** The catalogue's cards and grids, which most pages show but not every one (the 404 screen's lists, home, the lists). */
const cardKit = modulesOf('card-kit-modules', [
  'views/containers/use-card-options.ts',
  'views/catalogue/VideoGrid.tsx',
  'views/catalogue/ModelGrid.tsx',
  'views/catalogue/CategoryGrid.tsx',
  'views/catalogue/SectionHeader.tsx',
]);

/**
 * The route table names the modules each route's chunks are built from ('views/containers/HomeScreen.tsx', …: the
 * `source` of lazyScreen, lazyRoute, layoutScreen and routeCode), for the server to list those chunks in its HTML
 * (app/server/entry.tsx). The browser never reads them: its build leaves them out (0.5 KB gzip of every page's entry).
 */
const MODULE_NAME = /(['"`])(?:app|views)\/[\w./-]+\.tsx?\1/g;
const serverOnlyModuleNames: Plugin = {
  name: 'server-only-module-names',
  apply: 'build',
  transform(code, id) {
    if (this.environment?.name !== 'client' || !/[\\/]app[\\/]router[\\/](routes|screens)[\\/]/.test(id)) return null;
    return { code: code.replace(MODULE_NAME, "''"), map: null };
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), firstLoad.plugin, cardKit.plugin, pageKit.plugin, serverOnlyModuleNames],
  build: isSsrBuild
    ? // The server: `npm start`'s entry (start.js, run by plain node) and the render it loads (entry.js); node_modules stay external.
      {
        outDir: 'dist/server',
        emptyOutDir: true,
        rollupOptions: {
          input: { entry: 'app/server/entry.tsx', start: 'app/server/start.ts' },
          // Assets named as the client build names them (the server renders their addresses: the icon sprite).
          output: { entryFileNames: '[name].js', assetFileNames: ASSET_FILE_NAMES },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // CSS travels with the chunk importing it: the entry's stylesheet holds the theme, the chrome and the shared
        // catalogue pieces; each screen's own rules load with its chunk (and are linked from the server HTML).
        cssCodeSplit: true,
        rollupOptions: {
          input: CLIENT_ENTRY,
          output: {
            // Seven hash characters, not eight (the fewest the bundler takes for our chunk count): the names are listed in every page (its modulepreload links, and the
            // dynamic imports' table in the app chunk: ~270 names), and 42 bits tell ~500 files apart.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            entryFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: ASSET_FILE_NAMES,
            codeSplitting: {
              groups: [
                // React in one chunk of its own, which every page loads first: left to itself the bundler cut it into
                // several small chunks as soon as a lazy screen shared it (the atlas sandbox), and each cut costs every
                // route bytes (2.4 KB of gzip JavaScript on / between React and XState, measured with the bench). The
                // store shims TanStack Router's store reads through go with it (@xstate/react imports them too).
                { name: 'core', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 3 },
                // XState (with @xstate/react, which the screens that start a machine use) in one chunk beside it, not in
                // a page's first load: the visit's machines come after the first paint (app/system/lazy-visit.ts).
                { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react|use-isomorphic-layout-effect)[\\/]/, priority: 3 },
                // Our modules every page loads, in one chunk: left to itself the bundler cut a small chunk out of the
                // entry for each module a lazy chunk shares with it (14 on /, each a request of a few hundred bytes).
                { name: 'app', test: (id) => firstLoad.has(id) || EVERY_PAGE.some((module) => module.test(id)), priority: 2 },
                { name: 'page-kit', test: pageKit.has, priority: 1 },
                // The card kit in one chunk beside it, for the same reason: the pages without cards (sign-in, sales,
                // the dashboard, the info pages) do not load it.
                // A group takes the modules its modules import too: the cards' few formats are a module of their own
                // (domain/format-duration.ts), so the other formats stay with the screens that use them.
                { name: 'cards', test: cardKit.has, priority: 1 },
              ],
            },
          },
        },
      },
  ssr: { noExternal: ['swiper', 'react-aria-components'] },
}));
