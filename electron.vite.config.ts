import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { defineConfig as defineElectronConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { globalStyleInHtml } from './vite.web.config';

const root = import.meta.dirname;
const photosDir = resolve(root, 'database/seeds/photos');

/**
 * The demo seed reads its photos beside its own module; the bundle gets them as out/main/photos,
 * beside the chunks (which therefore stay at the top of out/main).
 */
function demoPhotos(): Plugin {
  return {
    name: 'nestly-demo-photos',
    generateBundle() {
      for (const name of readdirSync(photosDir)) {
        this.emitFile({ type: 'asset', fileName: `photos/${name}`, source: readFileSync(resolve(photosDir, name)) });
      }
    },
  };
}

/** electron-vite builds every renderer with base './'; the embedded server serves client routes such as /admin/blog/create, which need '/'. */
function absoluteBase(): Plugin {
  return { name: 'nestly-absolute-base', enforce: 'post', config: () => ({ base: '/' }) };
}

/**
 * One build for the shell and the one server bundle: out/main holds the Electron main, the desktop's
 * server entry, the web server that `npm start` runs under Node and the command line (`npm run cli`); the
 * last three share the server's chunks.
 */
export default defineElectronConfig({
  main: defineConfig({
    plugins: [demoPhotos()],
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          main: resolve(root, 'src-main/main.ts'),
          'server-entry': resolve(root, 'src-main/server/server-entry.ts'),
          'web-server': resolve(root, 'apps/web/main.ts'),
          cli: resolve(root, 'apps/web/cli.ts'),
        },
        // native and optional database drivers stay outside the bundle
        external: ['better-sqlite3', 'sharp', 'pg', 'pg-native', 'sqlite3', 'mysql', 'mysql2', 'oracledb', 'tedious', 'pg-query-stream'],
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  }),
  preload: {
    build: {
      outDir: 'out/preload',
      rolldownOptions: {
        input: { preload: resolve(root, 'src-main/preload.ts') },
        // sandboxed preloads must be CommonJS
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [react(), globalStyleInHtml(), absoluteBase()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: { input: { index: resolve(root, 'src-renderer/index.html') } },
    },
  },
});
