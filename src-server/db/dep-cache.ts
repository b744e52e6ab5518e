import type { Knex } from 'knex';
import { tableVersionsOf } from './sqlite-client';
import type { Deps, TableVersions } from './table-versions';

interface Entry<V> {
  value: V;
  deps: Deps;
}

/**
 * A bounded map of values read from the database, each good while the tables it read are unchanged
 * (table-versions.ts). The oldest entry goes when it is full. On PostgreSQL, where several processes
 * share the data and no version covers their writes, it keeps nothing and every read goes through.
 */
export class DepCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly versions: TableVersions | undefined;

  constructor(
    db: Knex | Knex.Client,
    private readonly maxEntries: number,
  ) {
    this.versions = tableVersionsOf(db);
  }

  /** The value kept under key while it is still good; what it read counts as read by whatever collects now. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.versions?.isCurrent(entry.deps)) {
      this.entries.delete(key);
      return undefined;
    }
    this.versions.adopt(entry.deps);
    return entry.value;
  }

  /** The kept value, or load's, kept when nothing it read changed while it ran. */
  async through(key: string, load: () => Promise<V>): Promise<V> {
    const known = this.get(key);
    if (known !== undefined) return known;
    if (!this.versions?.enabled) return load();
    const { value, deps, current } = await this.versions.collect(load);
    if (current) this.set(key, value, deps);
    return value;
  }

  set(key: string, value: V, deps: Deps): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, deps });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
