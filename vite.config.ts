import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, rollupOptions: { input: 'app/server/entry.tsx', output: { entryFileNames: 'entry.js' } } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // CSS travels with the chunk importing it: the entry's stylesheet holds the theme, the chrome and the shared
        // catalogue pieces; each screen's own rules load with its chunk (and are linked from the server HTML).
        cssCodeSplit: true,
        rollupOptions: { input: 'app/client/entry.tsx' },
      },
  ssr: { noExternal: ['swiper', 'react-aria-components'] },
}));
