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

/** A regular expression for modules of the renderer, each given by its path without extension. */
const modules = (paths: string[]) => new RegExp(paths.map((path) => `(${path})\\.tsx?$`).join('|'));

/**
 * How the browser's code is cut into files. Left to itself the bundler made a file of every module
 * two screens share: a public page loaded 22–30 files, a third of them under 500 bytes, each with
 * headers as heavy as its code, and each a request on one of a phone's six connections. So:
 * - the libraries every page runs (React, styled-components, the query client, the router) are one file;
 * - the small helpers the public read screens share (a listing, a post, the cards, the API calls and
 *   formats they use) are one file, as are those of the list screens (filters, paging, search box).
 * Everything else (admin, profile, forms, editors) is split as the bundler chooses, so no public page
 * loads their code.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|styled-components|@tanstack|wouter|zustand|stylis|@emotion|shallowequal|tslib)[\\/]/,
    priority: 3,
  },
  {
    name: 'read',
    test: modules([
      'src-renderer/api/(api-request|api-error|keys|products|favorites|conversations|blogs|deals)',
      'src-shared/format/(dates|money|relative-time|text|conditions|initials|image-url|report-reasons)',
      'src-renderer/components/(use-document-title|detail-column|two-columns|cover-image|use-image-failure|avatar|content-not-available|report-dialog|share-menu|ui|card-text|article-card|rich-content|deal-prices|star-rating)',
      'src-renderer/components/listings/(status-badge|listing-card|listing-grid|moderation-notice)',
      'src-renderer/features/(marketplace/breadcrumb|blog/blog-card)',
    ]),
    priority: 2,
  },
  {
    name: 'lists',
    test: modules([
      'src-renderer/api/categories',
      'src-renderer/components/(search-field|empty-state|use-list-params|page-heading|list-page-heading|pagination|list-toolbar)',
      'src-renderer/components/listings/(search-filters|listing-results)',
      'src-renderer/features/marketplace/(use-debounced-value|condition-filter)',
    ]),
    priority: 1,
  },
];

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
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: CHUNK_GROUPS },
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: true },
      // React and styled-components are bundled in: their production code, whatever NODE_ENV the server
      // runs under (their development code renders a page in about a sixth more time)
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
