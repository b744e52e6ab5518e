import session from 'express-session';
import type { Knex } from 'knex';
import { DepCache } from '../db/dep-cache';
import { ownerWrites } from '../db/table-versions';

const DAY_MS = 86_400_000;
/** A session ends after this long without a signed-in request: its row's expiry rolls, not the cookie. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/**
 * The cookie is sent once, at sign-in, and outlives any session (browsers keep a cookie 400 days at
 * most). Renewing it on every answer let an answer made under a session that a sign-in or a password
 * change had just ended put that ended session's id back in the browser, signing the member out.
 */
export const SESSION_COOKIE_MAX_AGE_MS = 400 * DAY_MS;
/**
 * A session's expiry is written at most this often: a signed-in request then reads the session
 * (from memory when nothing changed) and writes nothing. The session may end up to this long
 * before SESSION_IDLE_MS has passed since its last request.
 */
const TOUCH_EVERY_MS = 60 * 60_000;
const REMEMBERED_SESSIONS = 5000;

/** express-session store on the app's own knex connection and `sessions` table. */
export class KnexSessionStore extends session.Store {
  private readonly timer?: NodeJS.Timeout;
  /**
   * sessions read while their rows are unchanged (SQLite only: see dep-cache.ts). The store writes a
   * session's row as that session's (ownerWrites), so a sign-in or the hourly touch of one session
   * leaves every other kept; any other write to the table (a member's sessions ended, the expired
   * pruned) forgets them all.
   */
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

  override get(sid: string, callback: (error: unknown, sess?: session.SessionData | null) => void): void {
    const load = async () => {
      const row: { sess: string; expire: number | string } | undefined = await this.db('sessions').where({ sid }).first('sess', 'expire');
      if (!row) return null;
      this.remember(sid, Number(row.expire));
      return { sess: row.sess, expire: Number(row.expire) };
    };
    this.recent.through(sid, load, sid).then((known) => {
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
    const expire = Date.now() + SESSION_IDLE_MS;
    ownerWrites(sid, () =>
      this.db('sessions')
        .insert({ sid, sess: JSON.stringify(sess), expire, user_id: sess.userId ?? null })
        .onConflict('sid')
        .merge(),
    ).then(
      () => {
        this.remember(sid, expire);
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  override touch(sid: string, _sess: session.SessionData, callback?: (error?: unknown) => void): void {
    const expire = Date.now() + SESSION_IDLE_MS;
    const written = this.written.get(sid);
    if (written !== undefined && expire - written < TOUCH_EVERY_MS) {
      callback?.();
      return;
    }
    ownerWrites(sid, () => this.db('sessions').where({ sid }).update({ expire })).then(
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
    ownerWrites(sid, () => this.db('sessions').where({ sid }).del()).then(
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
