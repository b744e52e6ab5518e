import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerProcess {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Runs a server under this Node (`args` are Node's: the entry file and any flags) in a fresh data
 * folder, which is also its working directory, and waits for the line that names its URL.
 */
export async function startServerProcess(args: string[], env: Record<string, string>, announcement: RegExp): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nestly-server-'));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: dataDir,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  // the pipes are read to the end, so a chatty server never blocks; only what comes before the URL is kept
  const keep = (chunk: Buffer) => {
    if (!started) output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      child.stdout!.on('data', () => {
        const match = started ? null : announcement.exec(output);
        if (match) {
          started = true;
          resolveUrl(match[1]!);
        }
      });
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
    });
    return { url, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
