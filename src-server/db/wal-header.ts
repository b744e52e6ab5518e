import { closeSync, openSync, readSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';

/*
 * Whether anyone may have committed to a SQLite file in WAL mode since the last look, told from the
 * wal-index header: the first 48 bytes of the `-shm` file (https://www.sqlite.org/walformat.html),
 * which every commit by any connection rewrites (the last frame, the change counter, the salts of a
 * log started again). Reading it takes no lock, where PRAGMA data_version begins a read transaction
 * on the shared memory the read threads hold all the time: about 1 µs against 10–30 µs under load,
 * on every request. An unchanged header means no connection committed; a changed one is our own
 * commit or another's, which data_version then tells apart. SQLite writes this copy of the header
 * last, so one read while a commit writes it is either the old header (the commit not yet seen by
 * anyone) or differs from it, which only sends the look on to data_version.
 *
 * Closing any descriptor of a file drops every POSIX lock the process holds on it, and SQLite's
 * shared-memory locks are such locks: one descriptor is kept per file, shared by every connection
 * of this process that looks, and closed only when the last of them lets go, once its connection
 * (and the read threads') closed.
 */

const HEADER_BYTES = 48;

interface OpenHeader {
  fd: number;
  users: number;
}

const openHeaders = new Map<string, OpenHeader>();

export class WalHeader {
  private readonly now = Buffer.alloc(HEADER_BYTES);
  private readonly last = Buffer.alloc(HEADER_BYTES);
  private seen = false;
  private closed = false;

  private constructor(
    private readonly file: string,
    private readonly open: OpenHeader,
  ) {}

  /** The header of conn's file, or undefined when there is none to read (in memory, not in WAL mode, no -shm file). */
  static of(conn: BetterSqlite3.Database): WalHeader | undefined {
    if (conn.memory || String(conn.pragma('journal_mode', { simple: true })).toLowerCase() !== 'wal') return undefined;
    const file = `${conn.name}-shm`;
    let open = openHeaders.get(file);
    if (!open) {
      try {
        open = { fd: openSync(file, 'r'), users: 0 };
      } catch {
        return undefined;
      }
      openHeaders.set(file, open);
    }
    open.users += 1;
    return new WalHeader(file, open);
  }

  /** False only when the header is the one read at the last look that answered true (the first look answers true). */
  changed(): boolean {
    if (this.closed) return true;
    const read = readSync(this.open.fd, this.now, 0, HEADER_BYTES, 0);
    if (read === HEADER_BYTES && this.seen && this.now.equals(this.last)) return false;
    this.now.copy(this.last);
    this.seen = read === HEADER_BYTES;
    return true;
  }

  /** Lets go of the file: call once the connection it was read for is closed. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.open.users -= 1;
    if (this.open.users > 0) return;
    openHeaders.delete(this.file);
    closeSync(this.open.fd);
  }
}
