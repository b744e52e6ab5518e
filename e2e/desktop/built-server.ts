import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { startServerProcess, type ServerProcess } from '../support/server-process';

export const SERVER_ENTRY = resolve('out/main/server-entry.js');
export const WEB_SERVER = resolve('out/main/web-server.js');
export const NOT_BUILT = 'the desktop build is missing (npm run build:desktop)';
export const isBuilt = () => existsSync(SERVER_ENTRY) && existsSync(WEB_SERVER);

export type BuiltServer = ServerProcess;

/** Runs a built server file under plain Node in a fresh data folder and waits for the line that names its URL. */
export function startBuiltServer(entry: string, env: Record<string, string>, announcement: RegExp): Promise<BuiltServer> {
  return startServerProcess([entry], env, announcement);
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
