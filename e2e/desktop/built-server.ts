import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const SERVER_ENTRY = resolve('out/main/server-entry.js');
export const WEB_SERVER = resolve('out/main/web-server.js');
export const NOT_BUILT = 'the desktop build is missing (npm run build:desktop)';
export const isBuilt = () => existsSync(SERVER_ENTRY) && existsSync(WEB_SERVER);

export interface BuiltServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Runs a built server file under plain Node in a fresh data folder and waits for the line that names its URL. */
export async function startBuiltServer(entry: string, env: Record<string, string>, announcement: RegExp): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nestly-built-'));
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: dataDir,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = announcement.exec(output);
        if (match) resolveUrl(match[1]!);
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
    });
    return { url, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The embedded server the desktop shell runs, under plain Node; locked when a launch secret is given. */
export function startDesktopServer(launchSecret?: string): Promise<BuiltServer> {
  return startBuiltServer(SERVER_ENTRY, launchSecret ? { NESTLY_LAUNCH_SECRET: launchSecret } : {}, /started (http:\/\/127\.0\.0\.1:\d+)/);
}

/** A raw GET that may name any Host (fetch would not let us). */
export function getWithHost(url: string, host: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const req = request(url, { headers: { ...headers, Host: host } }, (response) => {
      response.resume();
      resolveStatus(response.statusCode ?? 0);
    });
    req.once('error', reject);
    req.end();
  });
}
