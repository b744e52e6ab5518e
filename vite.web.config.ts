import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const apiPort = process.env['PORT'] ?? '3000';

/** The web build of the renderer, served by apps/web; `npm run dev` proxies /api and /uploads to it. */
export default defineConfig({
  root: resolve(root, 'src-renderer'),
  base: '/',
  plugins: [react()],
  build: { outDir: resolve(root, 'dist/web'), emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    // keep the browser's Host so the API's same-origin check sees the dev server's origin
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
