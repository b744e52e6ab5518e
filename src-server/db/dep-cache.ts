import type { Knex } from 'knex';
import { tableVersionsOf } from './sqlite-client';
import type { Deps, Owner, TableVersions } from './table-versions';

interface Entry<V> {
  value: V;
  deps: Deps;
}

/** A bound on what a cache holds beside its number of entries: each value's weight (its length, say). */
export interface CacheWeight<V> {
  weigh: (value: V) => number;
  maxWeight: number;
}

/**
 * A bounded map of values read from the database, each good while the tables it read are unchanged
 * (table-versions.ts). The entry used least recently goes when it is full. On PostgreSQL, where
 * several processes share the data and no version covers their writes, it keeps nothing and every
 * read goes through.
 */
export class DepCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly versions: TableVersions | undefined;
  private weight = 0;

  constructor(
    db: Knex | Knex.Client,
    private readonly maxEntries: number,
    private readonly bound?: CacheWeight<V>,
  ) {
    this.versions = tableVersionsOf(db);
  }

  /** The value kept under key while it is still good; what it read counts as read by whatever collects now. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.versions?.isCurrent(entry.deps)) {
      this.delete(key);
      return undefined;
    }
    this.versions.adopt(entry.deps);
    // the most recently used last: the first in the map is the one to go
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The kept value, or load's, kept when nothing it read changed while it ran; `owner` says whose rows of an owned table it reads. */
  async through(key: string, load: () => Promise<V>, owner?: Owner): Promise<V> {
    const known = this.get(key);
    if (known !== undefined) return known;
    if (!this.versions?.enabled) return load();
    const { value, deps, current } = await this.versions.collect(load, owner);
    if (current) this.set(key, value, deps);
    return value;
  }

  set(key: string, value: V, deps: Deps): void {
    this.delete(key);
    const weight = this.bound?.weigh(value) ?? 0;
    if (this.bound && weight > this.bound.maxWeight) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || (this.bound && this.weight + weight > this.bound.maxWeight))) {
      this.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, deps });
    this.weight += weight;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (this.bound) this.weight -= this.bound.weigh(entry.value);
  }
}
