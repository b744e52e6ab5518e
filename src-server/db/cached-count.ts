import type { Knex } from 'knex';
import { DepCache } from './dep-cache';

const counts = new WeakMap<Knex.Client, DepCache<number>>();

/**
 * Runs a count query (one row, a `count` column), or answers from memory when the very same
 * statement was counted and none of the tables it reads has changed since: paging through a list,
 * changing its sort or asking again counts its rows once, and a new favourite or message does not
 * make a list of listings count again (dep-cache.ts).
 */
export async function cachedCount(query: Knex.QueryBuilder): Promise<number> {
  const { client } = query;
  let cache = counts.get(client);
  if (!cache) {
    cache = new DepCache<number>(client, 1000);
    counts.set(client, cache);
  }
  const { sql, bindings } = query.toSQL();
  return cache.through(`${sql} ${JSON.stringify(bindings)}`, async () => {
    const row = (await query) as { count?: number | string }[] | { count?: number | string } | undefined;
    const first = Array.isArray(row) ? row[0] : row;
    return Number(first?.count ?? 0);
  });
}
