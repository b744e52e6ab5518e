import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

// API server with reload on change (tsx watch) plus Vite's dev server, which proxies /api to it.
const root = resolve(import.meta.dirname, '..');
const apiPort = process.env['PORT'] ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/web/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // the browser talks to Vite's origin, so that is the site's origin here (share links, the Origin check)
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', WEB_DIR: join(root, 'no-web-build'), PUBLIC_ORIGIN: 'http://localhost:5173' },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '-c', 'vite.web.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
];
console.log('Open http://localhost:5173 (API on port ' + apiPort + ')');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
