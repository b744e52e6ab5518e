import { LogTail } from './log-tail';
import { isServerMessage, type ServerAction, type ShellMessage } from './server-messages';
import { serverEnvironment } from './server-environment';
import { stopWithGrace } from './stop-with-grace';

const START_TIMEOUT_MS = 30_000;

export class ServerStartError extends Error {
  constructor(
    message: string,
    private readonly readLog: () => string,
  ) {
    super(message);
    this.name = 'ServerStartError';
  }

  /** read when shown: the process's last output can arrive just after it exits */
  get log(): string {
    return this.readLog();
  }
}

export interface ServerHandle {
  url: string;
  /** resolves with the exit code when the process ends, for whatever reason */
  exited: Promise<number>;
  log: () => string;
  request: <T>(action: ServerAction) => Promise<T>;
  stop: () => Promise<void>;
}

/** What the shell needs of the server's process: Electron's UtilityProcess has this shape (tests use a Node child). */
interface Output {
  on: (event: 'data', listener: (chunk: Buffer | string) => void) => unknown;
}

export interface ServerChild {
  stdout: Output | null;
  stderr: Output | null;
  postMessage: (message: ShellMessage) => void;
  kill: () => boolean;
  on: (event: 'message', listener: (message: unknown) => void) => unknown;
  once: ((event: 'spawn', listener: () => void) => unknown) & ((event: 'exit', listener: (code: number) => void) => unknown);
}

export type ForkServer = (entry: string, env: Record<string, string>) => ServerChild;

export interface ServerLaunch {
  entry: string;
  dataDir: string;
  launchSecret: string;
  fork: ForkServer;
  startTimeoutMs?: number;
}

function send(child: ServerChild, message: ShellMessage): void {
  child.postMessage(message);
}

/**
 * Forks the embedded server as a utility process, hands it the launch secret over its message port
 * (not the environment, which other programs of the same user can read) and waits for "started".
 */
export function startServerProcess({ entry, dataDir, launchSecret, fork, startTimeoutMs = START_TIMEOUT_MS }: ServerLaunch): Promise<ServerHandle> {
  const child = fork(entry, serverEnvironment(process.env, dataDir));
  const log = new LogTail();
  child.stdout?.on('data', (chunk) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk) => log.push(chunk.toString()));
  let hasExited = false;
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => {
      hasExited = true;
      resolve(code);
    }),
  );
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;

  child.on('message', (message: unknown) => {
    if (!isServerMessage(message) || message.type !== 'reply') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiting?.resolve(message.result);
    else waiting?.reject(new Error(message.message));
  });
  void exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error('The server stopped before it answered'));
    pending.clear();
  });

  const handle = (url: string): ServerHandle => ({
    url,
    exited,
    log: () => log.text(),
    request: <T>(action: ServerAction) =>
      new Promise<T>((resolve, reject) => {
        if (hasExited) return reject(new Error('The server has stopped'));
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        send(child, { type: 'request', id, action });
      }),
    stop: async () => {
      if (hasExited) return;
      await stopWithGrace({ requestStop: () => send(child, { type: 'stop' }), kill: () => child.kill(), exited });
    },
  });

  return new Promise((resolve, reject) => {
    let reason: string | undefined;
    const fail = (message: string) => {
      clearTimeout(timer);
      reject(new ServerStartError(message, () => log.text()));
    };
    const timer = setTimeout(() => {
      child.kill();
      fail(`The server did not start within ${startTimeoutMs / 1000} seconds`);
    }, startTimeoutMs);
    child.on('message', (message: unknown) => {
      if (!isServerMessage(message)) return;
      if (message.type === 'started') {
        clearTimeout(timer);
        resolve(handle(message.url));
      }
      // a failing server exits right after saying why; the error waits for the exit
      if (message.type === 'failed') reason = message.message;
    });
    void exited.then((code) => fail(reason ?? `The server exited with code ${code} while starting`));
    child.once('spawn', () => send(child, { type: 'start', launchSecret }));
  });
}
