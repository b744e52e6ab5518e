import session from 'express-session';
import type { Knex } from 'knex';

const DAY_MS = 86_400_000;

/** express-session store on the app's own knex connection and `sessions` table. */
export class KnexSessionStore extends session.Store {
  private readonly timer?: NodeJS.Timeout;

  constructor(private readonly db: Knex, pruneEveryMs = 15 * 60_000) {
    super();
    if (pruneEveryMs <= 0) return;
    this.timer = setInterval(() => void this.prune().catch(() => undefined), pruneEveryMs);
    this.timer.unref();
  }

  private expiry(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
  }

  override get(sid: string, callback: (error: unknown, sess?: session.SessionData | null) => void): void {
    this.db('sessions').where({ sid }).andWhere('expire', '>', Date.now()).first('sess').then(
      (row?: { sess: string }) => callback(null, row ? (JSON.parse(row.sess) as session.SessionData) : null),
      callback,
    );
  }

  override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    this.db('sessions')
      .insert({ sid, sess: JSON.stringify(sess), expire: this.expiry(sess), user_id: sess.userId ?? null })
      .onConflict('sid').merge()
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    this.db('sessions').where({ sid }).update({ expire: this.expiry(sess) })
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.db('sessions').where({ sid }).del().then(() => callback?.(), (error: unknown) => callback?.(error));
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
