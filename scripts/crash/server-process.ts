import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** a postgres:// URL; SQLite in the data folder when undefined */
  databaseUrl?: string;
  logFile: string;
  /** the SMTP server the site sends its mail to */
  smtpUrl?: string;
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real web server entry (apps/web/main.ts) as its own process, as `npm start` runs it, minus the build. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: origin,
    DATA_DIR: options.dataDir,
    WEB_DIR: join(options.dataDir, 'no-site'),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  };
  if (options.smtpUrl) env['SMTP_URL'] = options.smtpUrl;
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  else delete env['DATABASE_URL'];
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/web/main.ts')], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let isGone = false;
  void exited.then(() => {
    isGone = true;
  });
  for (let waited = 0; waited < 60_000; waited += 50) {
    if (isGone) throw new Error(`the server exited while starting (see ${options.logFile})`);
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 60 s (see ${options.logFile})`);
}

/** SIGKILL: no handler runs, nothing is flushed or closed, as when the machine loses power mid-write. */
export async function killServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A clean stop (SIGTERM), for the end of the run. */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}
