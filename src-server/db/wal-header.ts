import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';

/*
 * Whether anyone may have committed to a SQLite file in WAL mode since the last look, told from the
 * wal-index header: the first 48 bytes of the `-shm` file (https://www.sqlite.org/walformat.html),
 * which every commit by any connection rewrites (the last frame, the change counter, the salts of a
 * log started again). Reading it takes no lock, where PRAGMA data_version begins a read transaction
 * on the shared memory the read threads hold all the time: about 1 µs against 10–30 µs under load,
 * on every request. A header the same as the one last accepted means no connection committed since;
 * a changed one is our own commit or another's, which data_version then tells apart. SQLite writes
 * this copy of the header last, so one read while a commit writes it is either the old header (the
 * commit not yet seen by anyone) or differs from it, which only sends the look on to data_version.
 * A header is accepted only once data_version has answered for the state it names (see accept).
 *
 * Closing any descriptor of a file drops every POSIX lock the process holds on it, and SQLite's
 * shared-memory locks are such locks, held by connections this code cannot see (a read thread let go
 * past its budget, a second knex on the file). So one descriptor per file is opened and kept for the
 * life of the process; it is closed only once the file is gone (unlinked: nobody can open it to
 * share those locks; SQLite removes it as the last connection to the database closes).
 */

const HEADER_BYTES = 48;

/** a descriptor per -shm file, by device and inode */
const descriptors = new Map<string, number>();

const identity = (stats: { dev: number; ino: number }) => `${stats.dev}:${stats.ino}`;

function forgetUnlinked(): void {
  for (const [key, fd] of descriptors) {
    let gone: boolean;
    try {
      gone = fstatSync(fd).nlink === 0;
    } catch {
      gone = true;
    }
    if (!gone) continue;
    descriptors.delete(key);
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
}

/** A descriptor of the file, shared by every header read from it. */
function descriptorOf(file: string): number | undefined {
  forgetUnlinked();
  try {
    const known = descriptors.get(identity(statSync(file)));
    if (known !== undefined) return known;
    const fd = openSync(file, 'r');
    // keyed by what was opened, should the file have been replaced since the stat
    descriptors.set(identity(fstatSync(fd)), fd);
    return fd;
  } catch {
    return undefined;
  }
}

export class WalHeader {
  private readonly read = Buffer.alloc(HEADER_BYTES);
  private readonly accepted = Buffer.alloc(HEADER_BYTES);
  private isRead = false;
  private hasAccepted = false;

  private constructor(private readonly fd: number) {}

  /** The header of conn's file, or undefined when there is none to read (in memory, not in WAL mode, no -shm file). */
  static of(conn: BetterSqlite3.Database): WalHeader | undefined {
    if (conn.memory || String(conn.pragma('journal_mode', { simple: true })).toLowerCase() !== 'wal') return undefined;
    // the file SQLite opened, links resolved: its -shm lies beside it, not beside conn.name
    const main = (conn.pragma('database_list') as { name: string; file: string }[]).find((database) => database.name === 'main');
    if (!main?.file) return undefined;
    const fd = descriptorOf(`${main.file}-shm`);
    return fd === undefined ? undefined : new WalHeader(fd);
  }

  /** Reads the header: false only when it is the one last accepted. */
  changed(): boolean {
    this.isRead = readSync(this.fd, this.read, 0, HEADER_BYTES, 0) === HEADER_BYTES;
    return !(this.isRead && this.hasAccepted && this.read.equals(this.accepted));
  }

  /**
   * The header last read is taken as seen: call once data_version answered after it was read, outside
   * a transaction (inside one, data_version answers the transaction's snapshot, which may be older).
   */
  accept(): void {
    if (!this.isRead) return;
    this.read.copy(this.accepted);
    this.hasAccepted = true;
  }
}
