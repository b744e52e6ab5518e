import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LockedDatabase {
  file: string;
  /** a read of the file: it waits, asleep, while the lock is held (up to the reader's busy_timeout) */
  read: string;
  release: () => void;
}

/**
 * A read that takes as long as the test wants without keeping a core busy: a SQLite file in
 * rollback-journal mode held under an EXCLUSIVE lock, which a reader of it waits for.
 */
export function lockedDatabase(): LockedDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'nestly-locked-'));
  const file = join(dir, 'locked.sqlite');
  const holder = new Database(file);
  holder.exec('CREATE TABLE waiting (n INTEGER)');
  holder.exec('BEGIN EXCLUSIVE');
  holder.exec('INSERT INTO waiting VALUES (1)');
  return {
    file,
    read: 'SELECT count(*) AS count FROM waiting',
    release: () => {
      holder.exec('ROLLBACK');
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
