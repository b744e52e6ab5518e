/**
 * A bounded map whose entries are good only at the data version they were filed under (see
 * data-version.ts): after any write the next read misses and loads afresh. The oldest entry goes
 * when it is full.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: string; value: V }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: string | undefined): V | undefined {
    if (version === undefined) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, version: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { version, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
