/** Vite config of the web app: React, build to dist/, dev proxy to the API server. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

const apiServer = process.env.MERIDIAN_API_URL ?? 'http://127.0.0.1:8088';

/** Vite configuration of @meridian/web. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload a page's own chunks next to the entry's (packages/server/src/api/page-html.ts).
    manifest: true,
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/health': apiServer,
      '/logout': apiServer,
      // Only the form post goes to the server; GET /login/ is the SPA's page.
      '/login/': {
        target: apiServer,
        bypass: (req) => (req.method === 'POST' ? undefined : '/index.html'),
      },
    },
  },
});
