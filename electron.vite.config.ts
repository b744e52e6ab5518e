import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: { main: resolve(root, 'src-main/main.ts'), 'server-entry': resolve(root, 'src-main/server-entry.ts') },
        // native and optional database drivers stay outside the bundle
        external: ['better-sqlite3', 'sharp', 'pg', 'pg-native', 'sqlite3', 'mysql', 'mysql2', 'oracledb', 'tedious', 'pg-query-stream'],
      },
    },
  },
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
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      rolldownOptions: { input: { index: resolve(root, 'src-renderer/index.html') } },
    },
  },
});
