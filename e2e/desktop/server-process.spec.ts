import { expect, test } from '../support/test';
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { BackupReport } from '../../src-server/db/backup';
import { LAUNCH_HEADER } from '../../src-shared/desktop/launch-header';
import { startServerProcess, ServerStartError, type ForkServer, type ServerChild } from '../../src-main/server/server-process';
import { isBuilt, NOT_BUILT, SERVER_ENTRY } from './built-server';

// The shell's side of the embedded server (src-main/server/server-process.ts) driving the built
// server entry. Electron's utility process is played by a Node child whose parentPort rides on
// Node's IPC channel; everything else (start message, launch secret, backup, stop) is the real thing.
const shim = resolve('e2e/desktop/utility-process-shim.mjs');
const forkWithParentPort: ForkServer = (entry, env) => {
  const child = fork(entry, [], { env, execArgv: ['--import', shim], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  return Object.assign(child, {
    postMessage: (message: unknown) => {
      child.send(message as object);
    },
  }) as unknown as ServerChild;
};

test.describe('the embedded server under the shell', () => {
  let dataDir: string;
  test.beforeEach(() => {
    test.skip(!isBuilt(), NOT_BUILT);
    dataDir = mkdtempSync(join(tmpdir(), 'nestly-shell-'));
  });
  test.afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('starts with the secret it is handed, backs up on request and stops cleanly', async () => {
    const secret = 'secret-from-the-shell-0123456789';
    const server = await startServerProcess({ entry: SERVER_ENTRY, dataDir, launchSecret: secret, fork: forkWithParentPort });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(403);
      expect((await fetch(`${server.url}/api/health`, { headers: { [LAUNCH_HEADER]: secret } })).status).toBe(200);

      const file = join(dataDir, 'backup.sqlite');
      const report = await server.request<BackupReport>({ name: 'back-up-database', file });
      expect(report).toEqual({ file, bytes: expect.any(Number) });
      const copy = new Database(file, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      copy.close();
      await expect(server.request({ name: 'back-up-database', file })).rejects.toThrow('already exists; choose a new file name.');
    } finally {
      await server.stop();
    }
    expect(await server.exited).toBe(0);
    // a clean close checkpoints the write-ahead log into the database file
    expect(existsSync(join(dataDir, 'nestly.sqlite-wal'))).toBe(false);
  });

  test('reports a server that cannot start, with its log', async () => {
    // the data folder is a file, so the server cannot create its database
    const blocked = join(dataDir, 'not-a-folder');
    writeFileSync(blocked, '');
    const failure = await startServerProcess({ entry: SERVER_ENTRY, dataDir: blocked, launchSecret: 'x', fork: forkWithParentPort }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ServerStartError);
    expect((failure as ServerStartError).message).toMatch(/^(EEXIST|ENOTDIR)/);
    await expect.poll(() => (failure as ServerStartError).log).toMatch(/EEXIST|ENOTDIR/);
  });
});
