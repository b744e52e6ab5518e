import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import type { Acknowledged } from './write-load';

export interface Verdict {
  /** 'ok', or what the database's own check found */
  integrity: string;
  acknowledged: number;
  lost: string[];
}

/** SQLite's own checks of the file: every page and index (integrity_check) and every reference (foreign_key_check). */
export function sqliteIntegrity(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    if (integrity !== 'ok') return integrity;
    const broken = db.pragma('foreign_key_check') as unknown[];
    return broken.length === 0 ? 'ok' : `${broken.length} rows point at rows that do not exist`;
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL's amcheck over every B-tree index (the server itself was never killed, only Nestly, so
 * this mostly shows the indexes agree with the tables); 'ok (amcheck not installed)' where it is missing.
 */
export async function postgresIntegrity(db: Knex): Promise<string> {
  try {
    await db.raw('CREATE EXTENSION IF NOT EXISTS amcheck');
  } catch {
    return 'ok (amcheck not installed: indexes not checked)';
  }
  const { rows } = await db.raw(`SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE am.amname = 'btree' AND c.relnamespace = 'public'::regnamespace`);
  for (const { relname } of rows as { relname: string }[]) {
    try {
      await db.raw('SELECT bt_index_check(?::regclass, true)', [relname]);
    } catch (error) {
      return `index ${relname}: ${(error as Error).message}`;
    }
  }
  return 'ok';
}

async function missingIds(db: Knex, table: string, ids: number[]): Promise<number[]> {
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db(table)
      .whereIn('id', ids.slice(start, start + 500))
      .pluck('id');
    for (const id of rows) found.add(Number(id));
  }
  return ids.filter((id) => !found.has(id));
}

/** Every write the server answered 2xx, looked up in the database after the last restart. */
export async function lostWrites(db: Knex, acknowledged: Acknowledged): Promise<string[]> {
  const lost: string[] = [];
  const byTable: Array<[string, number[]]> = [
    ['products', acknowledged.listings],
    ['conversations', acknowledged.conversations],
    ['messages', acknowledged.messages],
    ['comments', acknowledged.comments],
  ];
  for (const [table, ids] of byTable) for (const id of await missingIds(db, table, ids)) lost.push(`${table} ${id}`);
  const favourites = new Set((await db('favorites').select('user_id', 'product_id')).map((row) => `${row.user_id}:${row.product_id}`));
  for (const [userId, productId] of acknowledged.favourites) {
    if (!favourites.has(`${userId}:${productId}`)) lost.push(`favourite of listing ${productId} by member ${userId}`);
  }
  return lost;
}

export function acknowledgedCount(acknowledged: Acknowledged): number {
  return Object.values(acknowledged).reduce((sum, list: unknown[]) => sum + list.length, 0);
}
