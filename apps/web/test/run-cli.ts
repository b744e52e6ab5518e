import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { runCli } from '../cli-commands';

const root = resolve(import.meta.dirname, '../../..');

export interface CliRun {
  stdout: string;
  stderr: string;
}

/** A failed command: its exit code and what it printed, shaped as execFile rejects for a process. */
export interface CliFailure extends Error, CliRun {
  code: number;
}

/**
 * Runs one `npm run cli` command in this process, through the function the bin calls, with `env` over
 * this process's environment. Resolves with what it printed; rejects, as execFile would, when it ends
 * with a non-zero exit code. Starting a Node process per command would cost half a second each.
 */
export async function cliInProcess(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    env: { ...process.env, ...env },
    cwd: root,
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  const run = { stdout: out.join(''), stderr: err.join('') };
  if (code === 0) return run;
  const failure = new Error(`cli ${args.join(' ')} exited with ${code}\n${run.stderr}`) as CliFailure;
  return Promise.reject(Object.assign(failure, { code, ...run }));
}

/** Runs the bin itself (apps/web/cli.ts) as a Node process, as `npm run cli` does without its build step. */
export function cliProcess(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', resolve(root, 'apps/web/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
}
