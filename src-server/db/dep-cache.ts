import type { Knex } from 'knex';
import { tableVersionsOf } from './sqlite-client';
import type { Deps, Owner, TableVersions } from './table-versions';

interface Entry<V> {
  value: V;
  deps: Deps;
  weight: number;
  /** used since it was added or last given a second chance (Segment) */
  used?: boolean;
}

/** A bound on what a cache holds beside its number of entries: each value's weight (its length, say). */
export interface CacheWeight<V> {
  weigh: (value: V) => number;
  maxWeight: number;
}

/**
 * A cache that a stream of values asked for once (the long tail: a listing by a random id, a
 * search's page 17) must not empty of the values asked for again and again (each member's own
 * list). New values wait in probation, a small part of the cache; one asked for there again moves
 * to the rest. A value that left probation unasked, or was asked for again once stale, is remembered
 * by its key for a while, and goes straight to the rest when it is made again.
 */
export interface ScanResistance {
  /** the share of the entries and weight that probation holds */
  probationShare: number;
  /** keys remembered after they left probation, at most, and their characters in all (a URL may be long) */
  ghostKeys: number;
  ghostChars: number;
}

/**
 * Entries within a count and a weight; the one used least recently goes first, near enough: a use
 * marks an entry, and an entry to go that was used since it was added or passed over moves to the end
 * instead, once (the clock's second chance). Moving an entry on every use churned the map's table:
 * 9% of a kept member's answer.
 */
class Segment<V> {
  readonly entries = new Map<string, Entry<V>>();
  weight = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxWeight: number,
  ) {}

  /** Adds entry last, and answers the keys it pushed out, the oldest first. */
  add(key: string, entry: Entry<V>): string[] {
    const out: string[] = [];
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weight + entry.weight > this.maxWeight)) {
      const [oldest, candidate] = this.entries.entries().next().value!;
      if (candidate.used) {
        candidate.used = false;
        this.entries.delete(oldest);
        this.entries.set(oldest, candidate);
        continue;
      }
      this.delete(oldest);
      out.push(oldest);
    }
    this.entries.set(key, entry);
    this.weight += entry.weight;
    return out;
  }

  /** Marks an entry used: it is passed over once before it goes. */
  touch(entry: Entry<V>): void {
    entry.used = true;
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.weight -= entry.weight;
    return true;
  }
}

/**
 * A bounded map of values read from the database, each good while the tables it read are unchanged
 * (table-versions.ts). The entry used least recently goes when it is full (near enough: Segment).
 * On PostgreSQL, where several processes share the data and no version covers their writes, it
 * keeps nothing and every read goes through.
 */
export class DepCache<V> {
  private readonly main: Segment<V>;
  private readonly probation?: Segment<V>;
  private readonly ghosts = new Set<string>();
  private ghostChars = 0;
  private readonly versions: TableVersions | undefined;

  constructor(
    db: Knex | Knex.Client,
    maxEntries: number,
    private readonly bound?: CacheWeight<V>,
    private readonly scans?: ScanResistance,
  ) {
    this.versions = tableVersionsOf(db);
    const maxWeight = bound?.maxWeight ?? Infinity;
    if (!scans) {
      this.main = new Segment(maxEntries, maxWeight);
      return;
    }
    const probationEntries = Math.max(1, Math.floor(maxEntries * scans.probationShare));
    const probationWeight = maxWeight * scans.probationShare;
    this.probation = new Segment(probationEntries, probationWeight);
    this.main = new Segment(Math.max(1, maxEntries - probationEntries), maxWeight * (1 - scans.probationShare));
  }

  /** The value kept under key while it is still good; what it read counts as read by whatever collects now. */
  get(key: string): V | undefined {
    const entry = this.current(key);
    if (!entry) return undefined;
    this.versions!.adopt(entry.deps);
    return entry.value;
  }

  /** The value kept under key while it is still good, with what it was read from (counted as read by nothing). */
  current(key: string): { readonly value: V; readonly deps: Deps } | undefined {
    const inMain = this.main.entries.get(key);
    const entry = inMain ?? this.probation?.entries.get(key);
    if (!entry) return undefined;
    if (!this.versions?.isCurrent(entry.deps)) {
      this.delete(key);
      // asked for again: made anew, it goes past probation
      if (this.probation) this.remember(key);
      return undefined;
    }
    if (inMain) this.main.touch(entry);
    else {
      // asked for twice: out of probation
      this.probation!.delete(key);
      this.main.add(key, entry);
    }
    return entry;
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
    const entry = { value, deps, weight: this.bound?.weigh(value) ?? 0 };
    const { probation } = this;
    if (!probation || this.forget(key)) {
      if (entry.weight <= this.main.maxWeight) this.main.add(key, entry);
      return;
    }
    if (entry.weight > probation.maxWeight) return;
    for (const gone of probation.add(key, entry)) this.remember(gone);
  }

  private remember(key: string): void {
    const { ghostKeys, ghostChars } = this.scans!;
    if (key.length > ghostChars) return;
    this.ghosts.add(key);
    this.ghostChars += key.length;
    while (this.ghosts.size > ghostKeys || this.ghostChars > ghostChars) this.forget(this.ghosts.values().next().value!);
  }

  /** Forgets a key that left probation: true if it was remembered. */
  private forget(key: string): boolean {
    if (!this.ghosts.delete(key)) return false;
    this.ghostChars -= key.length;
    return true;
  }

  delete(key: string): void {
    if (!this.main.delete(key)) this.probation?.delete(key);
  }
}
