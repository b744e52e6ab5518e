import type { Request, Response } from 'express';
import type { Options, Store } from 'express-rate-limit';
import { HttpError } from './http-error';
import { memoryRateLimitStore, waitText, type RateLimitStoreFactory } from './rate-limit';

/** One counter of failures: whose they are, and how many a window allows. */
export interface FailureCounter {
  name: string;
  limit: number;
  key: (req: Request) => string;
}

export interface FailureLimitOptions {
  windowMs: number;
  /** The first sentence of the 429 message; how long to wait is added to it. */
  message: string;
  counters: FailureCounter[];
}

/** An attempt under way: it holds one failure in every counter until it is known to have succeeded. */
export interface Attempt {
  /** The attempt did not fail (or failed for a reason that is no guess): give back what it held. */
  release: () => Promise<void>;
}

export interface FailureLimit {
  /**
   * Starts an attempt: counts it as a failure in every counter in advance, so attempts sent at once
   * cannot all slip past a nearly full counter. When a counter is already full, the attempt is
   * refused with 429 and nothing it counted stays counted: a refused request never adds to a limit.
   */
  begin: (req: Request, res: Response) => Promise<Attempt>;
  /** Forgets one counter's failures for this request (a member who signs in starts afresh). */
  reset: (name: string, req: Request) => Promise<void>;
}

/**
 * Limits failures rather than requests (wrong passwords): the handler decides what failed, and
 * everything is settled before the answer leaves, so the next request always sees the count.
 */
export function createFailureLimit(storeFor: RateLimitStoreFactory = memoryRateLimitStore, { windowMs, message, counters }: FailureLimitOptions): FailureLimit {
  const stores = new Map<string, Store>();
  for (const counter of counters) {
    const store = storeFor(counter.name);
    void store.init?.({ windowMs } as Options);
    stores.set(counter.name, store);
  }
  const storeOf = (name: string) => stores.get(name)!;

  const begin = async (req: Request, res: Response): Promise<Attempt> => {
    const held: Array<{ store: Store; key: string }> = [];
    const release = async () => {
      for (const { store, key } of held.splice(0)) await store.decrement(key);
    };
    for (const counter of counters) {
      const store = storeOf(counter.name);
      const key = counter.key(req);
      const { totalHits, resetTime } = await store.increment(key);
      held.push({ store, key });
      if (totalHits > counter.limit) {
        await release();
        const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
        res.set('Retry-After', String(seconds));
        throw new HttpError(429, `${message} Please try again in ${waitText(resetTime)}.`);
      }
    }
    return { release };
  };

  const reset = async (name: string, req: Request) => {
    const counter = counters.find((candidate) => candidate.name === name);
    if (counter) await storeOf(name).resetKey(counter.key(req));
  };

  return { begin, reset };
}
