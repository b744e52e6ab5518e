import type { Knex } from 'knex';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, seedDemo } from '../../database/seeds/demo';
import { configFromEnv } from '../../src-server/config';
import { backupDatabase } from '../../src-server/db/backup';
import { startServer, type RunningServer } from '../../src-server/server';
import type { EmbeddedDeps } from '../../src-server/setup/embedded-deps';
import { isShellMessage, type ServerMessage, type ShellMessage } from './server-messages';
import { STOP_GRACE_MS } from './stop-with-grace';

/**
 * The embedded server (out/main/server-entry.js). Inside the desktop shell it runs in a utility
 * process: it waits for the shell's "start" message with the launch secret, reports "started",
 * answers backup requests and closes cleanly on "stop". Under plain Node (packaging checks, tests)
 * it starts at once, locked with NESTLY_LAUNCH_SECRET when that is set, and prints "started <url>".
 */
interface MessagePort {
  postMessage: (message: ServerMessage) => void;
  on: (event: 'message', listener: (event: { data: unknown }) => void) => void;
}
const parentPort = (process as unknown as { parentPort?: MessagePort }).parentPort;
const here = import.meta.dirname;
let server: RunningServer | undefined;
let isStarting = false;

/** The demo photos are unpacked from the asar in a packaged app: sharp (libvips) reads files itself and cannot see into it. */
const photosDir = join(here, 'photos').replace(/app\.asar(?=[\\/])/, 'app.asar.unpacked');

function embeddedDeps(launchSecret: string, uploadsDir: string): EmbeddedDeps {
  const load = async (db: Knex) => (await seedDemo(db, { uploadsDir, photosDir: existsSync(photosDir) ? photosDir : undefined })).seeded;
  return { launchSecret, demoData: { emails: DEMO_ACCOUNTS.map((account) => account.email), load } };
}

async function start(launchSecret: string | undefined): Promise<void> {
  if (isStarting) return;
  isStarting = true;
  const fromEnv = configFromEnv(process.env, process.cwd());
  // one admin at a time needs no read threads, and a worker thread loading the native driver from
  // inside the packaged app archive is not something this build can try: reads stay on the one connection
  const config = { ...fromEnv, host: '127.0.0.1', port: 0, readThreads: fromEnv.readThreads ?? 0 };
  const rendererDir = join(here, '../renderer');
  config.webDir ??= existsSync(join(rendererDir, 'index.html')) ? rendererDir : undefined;
  try {
    mkdirSync(config.dataDir, { recursive: true });
    const running = await startServer(config, { embedded: launchSecret ? embeddedDeps(launchSecret, join(config.dataDir, 'uploads')) : undefined });
    server = running;
    parentPort?.postMessage({ type: 'started', url: running.url });
    if (!parentPort) console.log(`started ${running.url}`);
  } catch (error) {
    parentPort?.postMessage({ type: 'failed', message: (error as Error).message });
    console.error(error);
    process.exit(1);
  }
}

/** the requests in flight at "stop" finish within this, leaving the database time to close before the shell stops waiting */
const DRAIN_MS = STOP_GRACE_MS - 2_000;

async function stop(): Promise<void> {
  await server?.close(DRAIN_MS);
  process.exit(0);
}

async function handle(message: ShellMessage): Promise<void> {
  if (message.type === 'start') return start(message.launchSecret);
  if (message.type === 'stop') return stop();
  const { id, action } = message;
  try {
    if (!server) throw new Error('The server has not started');
    const result = await backupDatabase(server.db, action.file);
    parentPort?.postMessage({ type: 'reply', id, ok: true, result });
  } catch (error) {
    parentPort?.postMessage({ type: 'reply', id, ok: false, message: (error as Error).message });
  }
}

if (parentPort) {
  parentPort.on('message', ({ data }) => {
    if (isShellMessage(data)) void handle(data);
  });
} else {
  const launchSecret = process.env['NESTLY_LAUNCH_SECRET'];
  delete process.env['NESTLY_LAUNCH_SECRET'];
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
  await start(launchSecret);
}
