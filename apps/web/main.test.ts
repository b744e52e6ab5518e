import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../database/seeds/demo';
import { freePort } from '../../src-server/test/free-port';
import { accepts } from '../../src-server/test/listening';

const root = resolve(import.meta.dirname, '../..');
let dataDir: string;
let child: ChildProcess | undefined;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'nestly-main-'));
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  child = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Ends the running server and waits for it. */
async function stop() {
  const exited = new Promise((done) => child!.once('exit', done));
  child!.kill('SIGTERM');
  await exited;
}

/** Starts apps/web/main.ts as `npm start` does (without the build step), collecting what it prints. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/web/main.ts')], {
    cwd: root,
    // the banner and request lines are info lines (vitest silences the log of the tests' own apps)
    env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, WEB_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const printed = (text: string) =>
    new Promise<string>((done, fail) => {
      const check = () => {
        if (output.includes(text)) done(output);
      };
      child!.stdout!.on('data', check);
      child!.once('exit', () => fail(new Error(`exited before printing "${text}":\n${output}`)));
      check();
    });
  return { port, printed, output: () => output };
}

describe('npm start', () => {
  it('listens only once the demo data is in: the very first answer has the listings', async () => {
    const { port, printed } = await start({});
    await untilAccepting(port);
    const response = await fetch(`http://127.0.0.1:${port}/api/products?pageSize=1`);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(30);
    const banner = await printed(DEMO_ACCOUNTS.at(-1)!.email);
    expect(banner).toContain(`Nestly is running at http://127.0.0.1:${port}`);
    for (const account of DEMO_ACCOUNTS) expect(banner).toContain(`${account.email} / ${account.password}`);
  }, 60_000);

  it('writes JSON lines when its output is piped, and readable lines with LOG_FORMAT=pretty', async () => {
    const piped = await start({ SEED_DEMO: '0' });
    await piped.printed('Nestly is running at');
    await fetch(`http://127.0.0.1:${piped.port}/api/health`);
    await piped.printed('/api/health');
    const lines = piped.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/health', status: 200 }),
    );
    await stop();

    const readable = await start({ SEED_DEMO: '0', LOG_FORMAT: 'pretty' });
    await readable.printed('Nestly is running at');
    await fetch(`http://127.0.0.1:${readable.port}/api/health`);
    const output = await readable.printed('/api/health');
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Nestly is running at http:\/\/127\.0\.0\.1:\d+$/m);
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \d+ms$/m);
    expect(output).not.toContain('{"');
  }, 60_000);

  it('lists no demo accounts for a database that has none', async () => {
    const { printed, output } = await start({ SEED_DEMO: '0' });
    await printed('Nestly is running at');
    // the whole banner is printed at once with the URL, so by now it is all there
    const exited = new Promise((done) => child!.once('exit', done));
    child!.kill('SIGTERM');
    await exited;
    expect(output()).toContain('Nestly is running at');
    expect(output()).not.toContain('Demo accounts');
    expect(output()).not.toContain(DEMO_ACCOUNTS[0]!.email);
  }, 60_000);
});

/** Tries to connect until the server accepts; the first connection that succeeds is the first a visitor could make. */
async function untilAccepting(port: number): Promise<void> {
  for (;;) {
    if (await accepts(port)) return;
    await new Promise((done) => setTimeout(done, 10));
    if (child?.exitCode !== null) throw new Error('the server exited before it listened');
  }
}
