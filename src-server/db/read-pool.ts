import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { READ_WORKER_SOURCE } from './read-worker-source';

/*
 * Reads of SQLite files on a few threads of their own (see read-worker-source.ts).
 *
 * better-sqlite3 runs a statement to the end on the thread that calls it. On the one JavaScript
 * thread, one costly search would hold every other request for as long as it runs. Here the main
 * thread only sends the statement and waits: other requests go on, reads use the second core, and a
 * read that runs past its budget is answered at once (ReadBudgetExceeded) while its thread is let go.
 *
 * Costly reads (a full-text search, a page past the first) may take every thread but one:
 * while they fill the rest, a listing, a member or a first page still finds a thread at once.
 *
 * A thread cannot be stopped inside SQLite: a let-go thread ends when its statement returns. A new
 * thread takes its place at once, while fewer than MAX_LET_GO_PER_THREAD let-go threads per pool
 * thread are still running; past that, reads wait for one of them to end (and are refused when their
 * budget runs out while they wait), so costly requests can never start threads without end.
 */

/** A read that ran, or waited, past its time budget. */
export class ReadBudgetExceeded extends Error {
  constructor(budgetMs: number) {
    super(`The read ran past its budget of ${budgetMs} ms`);
    this.name = 'ReadBudgetExceeded';
  }
}

/** 'costly' reads never take the last free thread (see above) */
export type ReadLane = 'costly' | 'quick';

interface Job {
  id: number;
  lane: ReadLane;
  file: string;
  sql: string;
  bindings: unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
  thread?: ReadThread;
}

interface ReadThread {
  worker: Worker;
  job?: Job;
  /** waiting for a 'forget' answer: id → resolve */
  forgetting: Map<number, () => void>;
}

interface WorkerAnswer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

const MAX_LET_GO_PER_THREAD = 4;

const driverPath = () => createRequire(import.meta.url).resolve('better-sqlite3');

function sqliteError({ message, code }: { message: string; code?: string }): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

export class ReadPool {
  private readonly threads: ReadThread[] = [];
  private readonly queue: Job[] = [];
  private letGo = 0;
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number) {}

  /** Runs one statement that returns rows on a read thread; rejects with ReadBudgetExceeded past budgetMs. */
  all(file: string, sql: string, bindings: unknown[], budgetMs: number, lane: ReadLane = 'quick'): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, lane, file, sql, bindings, resolve, reject };
      job.timer = setTimeout(() => this.overrun(job, budgetMs), budgetMs);
      this.queue.push(job);
      this.pump();
    });
  }

  /** Closes every thread's connection to a file (before the file's own connection closes or the file goes). */
  async forget(file: string): Promise<void> {
    await Promise.all(
      this.threads.map(
        (thread) =>
          new Promise<void>((resolve) => {
            const id = this.nextId++;
            thread.forgetting.set(id, resolve);
            thread.worker.ref();
            thread.worker.postMessage({ type: 'forget', id, file });
          }),
      ),
    );
  }

  /** The first waiting job that may take a thread now: a costly one only while another thread stays for quick ones. */
  private nextJob(): Job | undefined {
    const costlyRunning = this.threads.filter((thread) => thread.job?.lane === 'costly').length;
    const costlyMayStart = this.size < 2 || costlyRunning < this.size - 1;
    const index = this.queue.findIndex((job) => job.lane === 'quick' || costlyMayStart);
    return index < 0 ? undefined : this.queue.splice(index, 1)[0];
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      const thread = this.threads.find((candidate) => !candidate.job) ?? this.spawn();
      if (!thread) return;
      const job = this.nextJob();
      if (!job) return;
      job.thread = thread;
      thread.job = job;
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, file: job.file, sql: job.sql, bindings: job.bindings });
    }
  }

  private spawn(): ReadThread | undefined {
    if (this.threads.length >= this.size || this.letGo >= this.size * MAX_LET_GO_PER_THREAD) return undefined;
    const worker = new Worker(READ_WORKER_SOURCE, { eval: true, workerData: { driverPath: driverPath() } });
    const thread: ReadThread = { worker, forgetting: new Map() };
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => this.answer(thread, answer));
    worker.on('error', (error) => this.failed(thread, error));
    worker.on('exit', () => this.failed(thread, new Error('A read thread stopped')));
    this.threads.push(thread);
    return thread;
  }

  private answer(thread: ReadThread, answer: WorkerAnswer): void {
    const forgotten = thread.forgetting.get(answer.id);
    if (forgotten) {
      thread.forgetting.delete(answer.id);
      forgotten();
    } else if (thread.job?.id === answer.id) {
      const job = thread.job;
      thread.job = undefined;
      clearTimeout(job.timer);
      if (answer.error) job.reject(sqliteError(answer.error));
      else job.resolve(answer.rows ?? []);
    }
    if (!thread.job && thread.forgetting.size === 0) thread.worker.unref();
    this.pump();
  }

  private overrun(job: Job, budgetMs: number): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) this.queue.splice(waiting, 1);
    const { thread } = job;
    if (thread?.job === job) this.release(thread);
    job.reject(new ReadBudgetExceeded(budgetMs));
    this.pump();
  }

  /** Lets a thread go that is stuck in a statement; it ends, and stops counting, when SQLite returns. */
  private release(thread: ReadThread): void {
    this.remove(thread);
    thread.job = undefined;
    this.letGo += 1;
    thread.worker.removeAllListeners('exit');
    thread.worker.once('exit', () => {
      this.letGo -= 1;
      this.pump();
    });
    for (const resolve of thread.forgetting.values()) resolve();
    void thread.worker.terminate();
  }

  private failed(thread: ReadThread, error: Error): void {
    if (!this.remove(thread)) return;
    const { job } = thread;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    for (const resolve of thread.forgetting.values()) resolve();
    this.pump();
  }

  private remove(thread: ReadThread): boolean {
    const index = this.threads.indexOf(thread);
    if (index < 0) return false;
    this.threads.splice(index, 1);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.timer);
      job.reject(new Error('The read threads were closed'));
    }
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }
}

/** A read thread per core, at most four: the main thread's work (HTTP, JSON, writes) is light beside them. */
export const DEFAULT_READ_THREADS = Math.max(1, Math.min(4, availableParallelism()));

const pools = new Map<number, ReadPool>();

/** The process's read threads: one pool per size, shared by every database opened with it. */
export function readPool(size = DEFAULT_READ_THREADS): ReadPool {
  let pool = pools.get(size);
  if (!pool) {
    pool = new ReadPool(size);
    pools.set(size, pool);
  }
  return pool;
}
