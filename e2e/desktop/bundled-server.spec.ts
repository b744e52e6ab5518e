import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The desktop shell's bundled server, run by plain Node: proves the bundle (knex, better-sqlite3,
// migrations) starts on loopback without the Electron binary.
const entry = resolve('out/main/server-entry.js');

test('the bundled desktop server starts on loopback and answers the API', async () => {
  test.skip(!existsSync(entry), 'desktop shell not built (npm run build:desktop)');
  const dataDir = mkdtempSync(join(tmpdir(), 'nestly-desktop-'));
  const child = spawn(process.execPath, [entry], { env: { ...process.env, DATA_DIR: dataDir }, cwd: dataDir });
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(() => reject(new Error('no start message')), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /started (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
        if (match) { clearTimeout(timer); resolveUrl(match[1]!); }
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
    });
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    const me = await fetch(`${url}/api/auth/user`);
    expect(me.status).toBe(401);
  } finally {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
