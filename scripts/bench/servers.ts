import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from '../../src-server/test/free-port';
import { listeningPid } from './proc';

export interface RunningProcess {
  /** the process that answers on the port (under npm and its shell), whose CPU and memory are read */
  pid: number;
  url: string;
  /** from spawning to the first answer */
  startMs: number;
  /** the Node binary the server runs on */
  executable: string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering (see the log)`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Ends the process group we started: SIGTERM for a graceful close, SIGKILL if it lingers. */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

async function launch(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  port: number,
  readyPath: string,
  logFile: string,
): Promise<RunningProcess> {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const started = performance.now();
  // its own process group, so stopping it also stops npm's shell and the server under it
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  try {
    await firstAnswer(`${url}${readyPath}`, child, 180_000);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  const startMs = performance.now() - started;
  const pid = listeningPid(child.pid!, port);
  if (pid === undefined) {
    await stopGroup(child);
    throw new Error(`could not find the process listening on port ${port}`);
  }
  const stop = async () => {
    await stopGroup(child);
    // npm may exit before the server has finished closing (and writing its profile)
    for (let waited = 0; existsSync(`/proc/${pid}`) && waited < 15_000; waited += 50) await sleep(50);
  };
  return { pid, url, startMs, executable: readlinkSync(`/proc/${pid}/exe`), stop };
}

/** The real server, started exactly as `npm start` starts it, on the bench data folder. */
export async function startNestly(
  root: string,
  dataDir: string,
  databaseUrl: string,
  logFile: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  if (/^postgres/.test(databaseUrl)) env['DATABASE_URL'] = databaseUrl;
  else delete env['DATABASE_URL'];
  env['LOG_LEVEL'] ??= 'warn';
  return launch('npm', ['start', '--silent'], env, root, port, '/api/health', logFile);
}

/** The reference: a bare Express 5 route answering a small JSON, on the same Node binary as this process. */
export async function startBare(logFile: string): Promise<RunningProcess> {
  const port = await freePort();
  const script = join(import.meta.dirname, 'bare-server.ts');
  return launch(process.execPath, ['--import', 'tsx', script], { ...process.env, PORT: String(port) }, dirname(script), port, '/bare', logFile);
}
