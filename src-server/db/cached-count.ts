import type { Knex } from 'knex';
import { dataVersionOf, loadAtVersion } from './data-version';
import { VersionedCache } from './versioned-cache';

const counts = new WeakMap<Knex.Client, VersionedCache<number>>();

/**
 * Runs a count query (one row, a `count` column), or answers from memory when the very same
 * statement was counted at the current data version: paging through a list, changing its sort or
 * asking again counts its rows once. Any write makes every kept count stale (data-version.ts).
 */
export async function cachedCount(query: Knex.QueryBuilder): Promise<number> {
  const { client } = query;
  let cache = counts.get(client);
  if (!cache) {
    cache = new VersionedCache<number>(1000);
    counts.set(client, cache);
  }
  const version = dataVersionOf(client);
  const { sql, bindings } = query.toSQL();
  const key = `${sql} ${JSON.stringify(bindings)}`;
  const known = cache.get(key, version());
  if (known !== undefined) return known;
  const kept = cache;
  return loadAtVersion(
    version,
    async () => {
      const row = (await query) as { count?: number | string }[] | { count?: number | string } | undefined;
      const first = Array.isArray(row) ? row[0] : row;
      return Number(first?.count ?? 0);
    },
    (count, at) => kept.set(key, at, count),
  );
}
