import type { Knex } from 'knex';
import type { ChangedKeys, RowChanges } from '../db/row-changes';
import { withChangedListings, type ChangedRow } from './listing-column-changes';
import { COLUMN_SELECT, readListingColumns, type ListingColumns } from './listing-columns';

/*
 * One database's listing columns (listing-columns.ts), read once and then kept current change by
 * change: the rows a write changed are read again on the one connection right after their commit
 * and placed in the columns (listing-column-changes.ts). Until the first read is in, or after
 * something no trigger saw (another program's commit, a schema change), lists are counted and paged
 * in SQL, and a read of every listing runs again, on a read thread, in the background.
 */

/** listings changed at once that are placed one by one; past that every listing is read again */
const MOST_PLACED = 5000;
/** after a read that failed (past its budget on a huge file, say), lists stay in SQL this long */
const RETRY_AFTER_MS = 60_000;
/** after a read that could not be used, the next waits this many times its length */
const READS_APART = 4;

type Reader = (sql: string, bindings: unknown[]) => Record<string, unknown>[] | undefined;

export class KeptColumns {
  private kept?: { columns: ListingColumns; generation: number };
  /** the listings changed while every listing is being read, placed in what the read brings */
  private reading?: { changed: Set<number> | 'all' };
  /** the read of every listing under way */
  building?: Promise<unknown>;
  private retryAt = 0;

  constructor(
    private readonly db: Knex,
    private readonly rows: RowChanges,
    /** the read of every listing (the tests hold it back, to write while it runs) */
    private readonly readAll: (db: Knex) => Promise<ListingColumns> = readListingColumns,
  ) {
    rows.listen([{ table: 'products', key: 'id' }], (table, keys, read) => {
      if (table === 'products') this.changed(keys, read);
    });
  }

  /**
   * The columns while current, without starting a read. What is made from them (an answer) depends
   * on the listings as they now stand: the caller records which (every listing, or some by id).
   */
  peek(): ListingColumns | undefined {
    const generation = this.rows.generation();
    return generation !== undefined && this.kept?.generation === generation ? this.kept.columns : undefined;
  }

  /** The columns while current; otherwise undefined, with a read of every listing started if none runs (`now`: even during a pause). */
  current(now = false): ListingColumns | undefined {
    const generation = this.rows.generation();
    if (generation === undefined) return undefined;
    if (this.kept?.generation === generation) return this.kept.columns;
    this.kept = undefined;
    if (!this.building && (now || performance.now() >= this.retryAt)) this.read(generation);
    return undefined;
  }

  private read(generation: number): void {
    const reading: { changed: Set<number> | 'all' } = { changed: new Set() };
    const started = performance.now();
    this.reading = reading;
    this.building = this.readAll(this.db)
      .then(
        (columns) => {
          const placed =
            this.rows.generation() !== generation || reading.changed === 'all'
              ? undefined
              : reading.changed.size === 0
                ? columns
                : this.place(columns, reading.changed, (sql, bindings) => this.rows.readNow(sql, bindings));
          if (placed) this.kept = { columns: placed, generation };
          // listings written one after another in transactions would keep a read thread reading them all
          else this.retryAt = performance.now() + READS_APART * (performance.now() - started);
        },
        () => {
          this.retryAt = performance.now() + RETRY_AFTER_MS;
        },
      )
      // nobody waits for the read but the tests: whatever went wrong, lists stay in SQL for a while
      .catch(() => {
        this.retryAt = performance.now() + RETRY_AFTER_MS;
      })
      .finally(() => {
        this.building = undefined;
        this.reading = undefined;
      });
  }

  private changed(keys: ChangedKeys, read: Reader): void {
    if (this.reading && this.reading.changed !== 'all') {
      if (keys === 'all') this.reading.changed = 'all';
      else for (const key of keys) this.reading.changed.add(key);
    }
    if (!this.kept) return;
    const placed = keys === 'all' ? undefined : this.place(this.kept.columns, keys, read);
    this.kept = placed && { columns: placed, generation: this.kept.generation };
  }

  /** The columns with the listings of `keys` as they now stand; undefined when they cannot be placed. */
  private place(columns: ListingColumns, keys: ReadonlySet<number>, read: Reader): ListingColumns | undefined {
    if (keys.size > MOST_PLACED) return undefined;
    try {
      const ids = [...keys];
      const rows = read(`SELECT ${COLUMN_SELECT.join(', ')} FROM products WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
      return rows && withChangedListings(columns, keys, rows as unknown as ChangedRow[]);
    } catch {
      return undefined;
    }
  }
}
