import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ownCopy } from './own-bytes';

/*
 * Compression on a thread of its own. A page of listings asked for once (a random search, a deep
 * page) spends a fifth of the one JavaScript thread's time on its Brotli copy, while the second core
 * has time to spare. Handed to this thread, the same copy costs the main thread a third of that: it
 * passes the body over and goes on with other requests until the copy comes back.
 *
 * The body is compressed where it is, as before, while the thread is behind (MOST_WAITING bodies
 * handed over and not back) and when it cannot be started or has failed: a copy is never refused.
 * A thread that has kept a body past MOST_WAIT_MS is taken as stuck: it is stopped, and what it held
 * is compressed here.
 */

export type Coding = 'br' | 'gzip';

/** bodies handed to the thread and not yet back, past which the main thread compresses its own */
const MOST_WAITING = 32;
/** a body's longest stay on the thread before the thread is taken as stuck (a copy takes well under 1 ms) */
const MOST_WAIT_MS = 2000;

/** the thread's code, as text: it starts alike from the TypeScript sources and from the built bundle (see read-worker-source.ts) */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');
parentPort.on('message', ({ id, coding, body, level }) => {
  try {
    const copy = coding === 'gzip'
      ? gzipSync(body, { level })
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    // a copy of its own, so its memory can be handed over rather than copied again
    const bytes = new Uint8Array(copy);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

/** The body compressed here, on the calling thread. */
export function compressHere(coding: Coding, body: Buffer | string, level: number): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level });
  const sizeHint = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } });
}

interface Waiting {
  coding: Coding;
  body: Buffer | string;
  level: number;
  resolve: (copy: Buffer) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
/** the thread failed: compress here from now on */
let failed = false;
const waiting = new Map<number, Waiting>();
let nextId = 1;

function threadOf(): Worker | undefined {
  if (worker || failed) return worker;
  try {
    const started = new Worker(SOURCE, { eval: true });
    started.unref();
    started.on('message', ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = waiting.get(id);
      if (!job) return;
      waiting.delete(id);
      clearTimeout(job.timer);
      if (waiting.size === 0) started.unref();
      job.resolve(bytes && !error ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : compressHere(job.coding, job.body, job.level));
    });
    const stop = () => {
      failed = true;
      worker = undefined;
      // what was handed over is compressed here
      for (const job of waiting.values()) {
        clearTimeout(job.timer);
        job.resolve(compressHere(job.coding, job.body, job.level));
      }
      waiting.clear();
    };
    started.on('error', stop);
    started.on('exit', stop);
    worker = started;
  } catch {
    failed = true;
  }
  return worker;
}

/** The body compressed on the compression thread, or here at once when it is behind or gone. Never rejects. */
export function compressAway(coding: Coding, body: Buffer | string, level: number): Buffer | Promise<Buffer> {
  const thread = waiting.size < MOST_WAITING ? threadOf() : undefined;
  if (!thread) return compressHere(coding, body, level);
  // a slice of a shared block would be copied with its whole block (own-bytes.ts)
  const sent = typeof body === 'string' ? body : ownCopy(body);
  return new Promise((resolve) => {
    const id = nextId++;
    const timer = setTimeout(() => void thread.terminate(), MOST_WAIT_MS);
    timer.unref();
    waiting.set(id, { coding, body, level, resolve, timer });
    thread.ref();
    thread.postMessage({ id, coding, body: sent, level });
  });
}
