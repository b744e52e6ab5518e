import session from 'express-session';
import type { Knex } from 'knex';
import { DepCache } from '../db/dep-cache';

const DAY_MS = 86_400_000;
/**
 * A rolling session's expiry is written at most this often: a signed-in request then reads the
 * session (from memory when nothing changed) and writes nothing. The row may expire up to this
 * long before the browser's cookie would have.
 */
const TOUCH_EVERY_MS = 60 * 60_000;
const REMEMBERED_SESSIONS = 5000;

/** express-session store on the app's own knex connection and `sessions` table. */
export class KnexSessionStore extends session.Store {
  private readonly timer?: NodeJS.Timeout;
  /** sessions read while the sessions table is unchanged (SQLite only: see dep-cache.ts) */
  private readonly recent: DepCache<{ sess: string; expire: number } | null>;
  /** the expiry last written for a session, so touches within TOUCH_EVERY_MS of it write nothing */
  private readonly written = new Map<string, number>();

  constructor(
    private readonly db: Knex,
    pruneEveryMs = 15 * 60_000,
  ) {
    super();
    this.recent = new DepCache(db, REMEMBERED_SESSIONS);
    if (pruneEveryMs <= 0) return;
    this.timer = setInterval(() => void this.prune().catch(() => undefined), pruneEveryMs);
    this.timer.unref();
  }

  private expiry(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
  }

  override get(sid: string, callback: (error: unknown, sess?: session.SessionData | null) => void): void {
    const load = async () => {
      const row: { sess: string; expire: number | string } | undefined = await this.db('sessions').where({ sid }).first('sess', 'expire');
      if (!row) return null;
      this.remember(sid, Number(row.expire));
      return { sess: row.sess, expire: Number(row.expire) };
    };
    this.recent.through(sid, load).then((known) => {
      callback(null, known && known.expire > Date.now() ? (JSON.parse(known.sess) as session.SessionData) : null);
    }, callback);
  }

  private remember(sid: string, expire: number): void {
    this.written.delete(sid);
    if (this.written.size >= REMEMBERED_SESSIONS) {
      const oldest = this.written.keys().next().value;
      if (oldest !== undefined) this.written.delete(oldest);
    }
    this.written.set(sid, expire);
  }

  override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    const expire = this.expiry(sess);
    this.db('sessions')
      .insert({ sid, sess: JSON.stringify(sess), expire, user_id: sess.userId ?? null })
      .onConflict('sid')
      .merge()
      .then(
        () => {
          this.remember(sid, expire);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    const expire = this.expiry(sess);
    const written = this.written.get(sid);
    if (written !== undefined && expire - written < TOUCH_EVERY_MS) {
      callback?.();
      return;
    }
    this.db('sessions')
      .where({ sid })
      .update({ expire })
      .then(
        () => {
          this.remember(sid, expire);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.written.delete(sid);
    this.recent.delete(sid);
    this.db('sessions')
      .where({ sid })
      .del()
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  /** Ends every session of one user except, optionally, the current one (password change, role change). */
  async destroyForUser(userId: number, exceptSid?: string): Promise<void> {
    const query = this.db('sessions').where({ user_id: userId });
    if (exceptSid) query.andWhereNot({ sid: exceptSid });
    await query.del();
  }

  prune(): Promise<number> {
    return this.db('sessions').where('expire', '<=', Date.now()).del();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
