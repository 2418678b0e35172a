import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedAlias } from './shared-alias.js';

// One config, two builds: the browser bundle (dist/client, with a manifest the server reads to link
// scripts and styles) and the server bundle (dist/server), which includes the React renderer and, as an entry of
// its own, the embedded database's worker thread (dist/server/pglite-worker.js).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [sharedAlias] },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        rollupOptions: { input: 'src/client/entry-client.tsx' },
      },
}));
