import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** below this a compressed copy saves less than its own headers */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `name.br` (Brotli, best quality) and `name.gz` (gzip -9) beside each text asset of the
 * build, once, so the server sends them as they are (src-server/web/precompressed.ts) instead of
 * compressing on every request. A copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nestly-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file))) {
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        const br = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        if (br.length < source.length) writeFileSync(`${path}.br`, br);
        const gz = gzipSync(source, { level: 9 });
        if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

const root = import.meta.dirname;
const apiPort = process.env['PORT'] ?? '3000';

/** The web build of the renderer, served by apps/web; `npm run dev` proxies /api and /uploads to it. */
export default defineConfig({
  root: resolve(root, 'src-renderer'),
  base: '/',
  plugins: [react(), precompress()],
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
