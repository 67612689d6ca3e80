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
        // One stylesheet for the whole site: server-rendered pages are styled before any lazy chunk loads.
        cssCodeSplit: false,
        rollupOptions: { input: 'app/client/entry.tsx' },
      },
  ssr: { noExternal: ['swiper', 'react-aria-components'] },
}));
