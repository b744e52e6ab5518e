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
 * life of the process; it is closed only once the file is gone: SQLite removes it when the last
 * connection to the database closes or leaves WAL mode, and only once no other connection anywhere
 * uses it. A header whose file went says so (isOfLiveFile), and its owner reads a new one.
 *
 * Not on Windows, where a file kept open cannot be made again under its name until it is closed,
 * which SQLite needs when the database is opened again: there every look asks data_version.
 */

const HEADER_BYTES = 48;

interface Descriptor {
  fd: number;
  isOpen: boolean;
}

/** a descriptor per -shm file, by device and inode */
const descriptors = new Map<string, Descriptor>();

const identity = (stats: { dev: number; ino: number }) => `${stats.dev}:${stats.ino}`;

/** Closes the descriptors of files that are gone; one that cannot be told is forgotten, never closed (its number may be another's now). */
function forgetUnlinked(): void {
  for (const [key, descriptor] of descriptors) {
    let isGone: boolean;
    try {
      isGone = fstatSync(descriptor.fd).nlink === 0;
    } catch {
      descriptors.delete(key);
      descriptor.isOpen = false;
      continue;
    }
    if (!isGone) continue;
    descriptors.delete(key);
    descriptor.isOpen = false;
    closeSync(descriptor.fd);
  }
}

/** A descriptor of the file, shared by every header read from it. */
function descriptorOf(file: string): Descriptor | undefined {
  forgetUnlinked();
  try {
    const known = descriptors.get(identity(statSync(file)));
    if (known) return known;
    const descriptor = { fd: openSync(file, 'r'), isOpen: true };
    // keyed by what was opened, should the file have been replaced since the stat
    descriptors.set(identity(fstatSync(descriptor.fd)), descriptor);
    return descriptor;
  } catch {
    return undefined;
  }
}

export class WalHeader {
  private readonly read = Buffer.alloc(HEADER_BYTES);
  private readonly accepted = Buffer.alloc(HEADER_BYTES);
  private isRead = false;
  private hasAccepted = false;

  private constructor(private readonly descriptor: Descriptor) {}

  /**
   * The header of conn's file, or undefined when there is none to read: in memory, not in WAL mode,
   * on Windows, or no -shm file yet (a new database has none until its first read).
   */
  static of(conn: BetterSqlite3.Database): WalHeader | undefined {
    if (process.platform === 'win32' || conn.memory) return undefined;
    if (String(conn.pragma('journal_mode', { simple: true })).toLowerCase() !== 'wal') return undefined;
    // the file SQLite opened, links resolved: its -shm lies beside it, not beside conn.name
    const main = (conn.pragma('database_list') as { name: string; file: string }[]).find((database) => database.name === 'main');
    if (!main?.file) return undefined;
    const descriptor = descriptorOf(`${main.file}-shm`);
    return descriptor && new WalHeader(descriptor);
  }

  /** False once its file is gone (the database left WAL mode, or every connection to it closed): read a new header. */
  isOfLiveFile(): boolean {
    if (!this.descriptor.isOpen) return false;
    try {
      return fstatSync(this.descriptor.fd).nlink > 0;
    } catch {
      return false;
    }
  }

  /** Reads the header: false only when it is the one last accepted. */
  changed(): boolean {
    this.isRead = false;
    if (!this.descriptor.isOpen) return true;
    try {
      this.isRead = readSync(this.descriptor.fd, this.read, 0, HEADER_BYTES, 0) === HEADER_BYTES;
    } catch {
      return true;
    }
    return !(this.isRead && this.hasAccepted && this.read.equals(this.accepted));
  }

  /**
   * The header last read is taken as seen: call once data_version answered after it was read, with no
   * transaction open on the connection (inside one, data_version answers its snapshot, which may be older).
   */
  accept(): void {
    if (!this.isRead) return;
    this.read.copy(this.accepted);
    this.hasAccepted = true;
  }
}
