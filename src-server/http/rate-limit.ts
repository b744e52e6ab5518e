import type { Request } from 'express';
import { MemoryStore, rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { errorBody } from './http-error';

/**
 * Makes the hit-counter store of one named limiter. The default counts in this process's memory;
 * several processes on PostgreSQL pass a database-backed store through AppDeps, and no route changes.
 */
export type RateLimitStoreFactory = (limiterName: string) => Store;

export const memoryRateLimitStore: RateLimitStoreFactory = () => new MemoryStore();

export interface LimitOptions {
  /** Names the limiter and its store (one store per limiter, so counts never mix). */
  name: string;
  windowMs: number;
  limit: number;
  /** The first sentence of the 429 message; how long to wait is added to it. */
  message: string;
  /** Whose allowance a request uses; the client's address when not given. */
  key?: (req: Request) => string;
}

export type Limiter = (options: LimitOptions) => RateLimitRequestHandler;

/** 'in 1 minute', 'in 12 minutes', 'in 2 hours': the time left until the counter resets, rounded up. */
export function waitText(resetTime: Date | undefined, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil(((resetTime?.getTime() ?? now) - now) / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The one way routes limit how often something may be done: 429 with a message that says how long
 * to wait. Limits on failures (wrong passwords) count only what failed: see failure-limit.ts.
 */
export function createLimiter(storeFor: RateLimitStoreFactory = memoryRateLimitStore): Limiter {
  return ({ name, windowMs, limit, message, key }) =>
    rateLimit({
      windowMs,
      limit,
      store: storeFor(name),
      identifier: name,
      ...(key ? { keyGenerator: key } : {}),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (req, res) => {
        const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        res.status(429).json(errorBody(`${message} Please try again in ${waitText(resetTime)}.`, 'rate_limited'));
      },
    });
}
