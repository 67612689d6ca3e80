import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? // The server: `npm start`'s entry (start.js, run by plain node) and the render it loads (entry.js); node_modules stay external.
      {
        outDir: 'dist/server',
        emptyOutDir: true,
        rollupOptions: { input: { entry: 'app/server/entry.tsx', start: 'app/server/start.ts' }, output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // CSS travels with the chunk importing it: the entry's stylesheet holds the theme, the chrome and the shared
        // catalogue pieces; each screen's own rules load with its chunk (and are linked from the server HTML).
        cssCodeSplit: true,
        rollupOptions: {
          input: 'app/client/entry.tsx',
          // React and XState in one chunk of their own, which every page loads first: left to itself the bundler cut
          // them into several small chunks as soon as a lazy screen shared them (the atlas sandbox), and each cut
          // costs every route bytes (2.4 KB of gzip JavaScript on / between the two, measured with the bench).
          output: { codeSplitting: { groups: [{ name: 'core', test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate)[\\/]/ }] } },
        },
      },
  ssr: { noExternal: ['swiper', 'react-aria-components'] },
}));
