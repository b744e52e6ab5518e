import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../../../src-server/test/free-port';

const root = resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  output: () => string;
  /** resolves with everything printed so far once `text` has been printed; rejects if the process exits first */
  printed: (text: string) => Promise<string>;
  /** SIGTERM, resolved once the process has exited */
  stop: () => Promise<void>;
}

/** Runs apps/web/main.ts as `npm start` does (without the build step) on a free loopback port. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'apps/web/main.ts')], {
    cwd: root,
    // its banner and process lines are info lines of its log (vitest silences the log of the tests' own apps)
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const printed = (text: string) =>
    new Promise<string>((done, fail) => {
      const check = () => {
        if (output.includes(text)) done(output);
      };
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      void exited.then(() => fail(new Error(`exited before printing "${text}":\n${output}`)));
      check();
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, printed, stop };
}

/** The server processes a process started (its workers), by their command line, on Linux's /proc. */
export function serverChildren(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('apps/web/main.ts');
    } catch {
      return false;
    }
  });
}
