import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { GLOBAL_CSS } from './src-renderer/theme/global-style';

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
    // the browser's files only: the server's render bundle is read from disk, never sent
    applyToEnvironment: (environment) => environment.name === 'client',
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

/** `const Name = styled.tag` or `const Name = styled(Target)`, up to where options may follow. */
const DECLARATION = /\b(?:const|let)\s+(\w+)\s*=\s*styled(?:\.\w+|\((?:[^()]|\([^()]*\))*\))/g;

/**
 * Gives every styled component a stable id from its file and name (what styled-components' Babel
 * plugin does). Without it an id counts components in the order their modules run, which differs
 * between the server's bundle and the browser's chunks, so the server's class names would not match
 * the browser's and hydration would fail. Both builds (vite.web.config.ts) use it.
 */
export function styledComponentIds(root: string): Plugin {
  return {
    name: 'nestly-styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!/\.tsx?$/.test(path) || path.includes('/node_modules/') || !code.includes('styled')) return null;
      const file = relative(root, path).replaceAll('\\', '/');
      const idOf = (name: string) => `sc-${createHash('sha1').update(`${file}:${name}`).digest('base64url').slice(0, 8)}`;
      let changed = false;
      const out = code.replace(DECLARATION, (declaration, name: string) => {
        changed = true;
        return `${declaration}.withConfig({ componentId: '${idOf(name)}' })`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * The page's own rules (src-renderer/theme/global-style.ts) as a <style> in index.html's head: in the
 * first response, before any script, and never compiled again in the browser. Both renderer builds use it.
 */
export function globalStyleInHtml(): Plugin {
  return {
    name: 'nestly-global-style',
    transformIndexHtml: (html) => html.replace('</head>', () => `  <style data-nestly-global>${GLOBAL_CSS.replace(/\s+/g, ' ').trim()}</style>\n  </head>`),
  };
}

const root = import.meta.dirname;
const apiPort = process.env['PORT'] ?? '3000';

/**
 * The web build of the renderer, served by apps/web; `npm run dev` proxies /api and /uploads to it.
 * One `vite build` makes both of its parts: the browser's files in dist/web, then the server's render
 * of the first screen (src-renderer/entry-server.tsx) in dist/web-ssr, everything bundled in, so the
 * server loads one file (src-server/web/render-page.ts).
 */
export default defineConfig({
  root: resolve(root, 'src-renderer'),
  base: '/',
  plugins: [styledComponentIds(root), react(), globalStyleInHtml(), precompress()],
  build: { outDir: resolve(root, 'dist/web'), emptyOutDir: true, chunkSizeWarningLimit: 600 },
  environments: {
    client: {},
    ssr: {
      resolve: { noExternal: true },
      build: {
        outDir: resolve(root, 'dist/web-ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: { 'entry-server': resolve(root, 'src-renderer/entry-server.tsx') } },
      },
    },
  },
  builder: {
    buildApp: async (builder) => {
      await builder.build(builder.environments['client']!);
      await builder.build(builder.environments['ssr']!);
    },
  },
  server: {
    port: 5173,
    // keep the browser's Host so the API's same-origin check sees the dev server's origin
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
