// `npm start`: builds what is missing or older than its sources, then runs the built web server.
// `npm run cli -- <command>` comes through here too (first argument `cli`) and runs the built command line.
// Runs through tsx, the one TypeScript runner of every script and test (Node's own type stripping
// cannot follow the sources' extensionless imports).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const entry = process.argv[2] === 'cli' ? 'cli' : 'web-server';
// the command line reads its own arguments from process.argv, as when run directly
if (entry === 'cli') process.argv.splice(2, 1);

interface Build {
  what: string;
  /** what it makes; missing or older than a source, it is built */
  outputs: string[];
  sources: string[];
  command: string[];
}

const BUILDS: Build[] = [
  {
    what: 'the site',
    // the browser's files and the server's render of the first screen, made by the one vite build
    outputs: ['dist/web/index.html', 'dist/web-ssr/entry-server.js'],
    sources: ['src-renderer', 'src-shared', 'vite.web.config.ts', 'package-lock.json'],
    command: ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.web.config.ts', '--logLevel', 'warn'],
  },
  {
    // the one server bundle, shared with the desktop console (out/main/server-entry.js)
    what: 'the server',
    outputs: [`out/main/${entry}.js`],
    sources: ['apps', 'src-server', 'src-shared', 'database', 'electron.vite.config.ts', 'package.json', 'package-lock.json'],
    command: ['node_modules/electron-vite/bin/electron-vite.js', 'build', '--logLevel', 'warn'],
  },
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

function isStale(build: Build): boolean {
  const outputs = build.outputs.map((output) => join(root, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return build.sources.some((source) => newestChange(join(root, source)) > built);
}

// the command line needs only the server
const needed = entry === 'cli' ? BUILDS.filter((build) => build.what === 'the server') : BUILDS;
for (const build of needed.filter(isStale)) {
  console.log(`Building ${build.what} (first start or changed sources)...`);
  execFileSync(process.execPath, build.command, { cwd: root, stdio: 'inherit', env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } });
}
await import(pathToFileURL(join(root, `out/main/${entry}.js`)).href);
