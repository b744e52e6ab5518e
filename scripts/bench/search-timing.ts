import type { Knex } from 'knex';
import { createDb, isSqlite } from '../../src-server/db/knex';
import { parsePage } from '../../src-server/http/pagination';
import { parseProductFilters } from '../../src-server/marketplace/product-filters';
import { listProducts } from '../../src-server/marketplace/product-queries';
import { SEARCH_WORDS } from './corpus';

/**
 * Search inside the process, without HTTP: the marketplace list call the API makes, timed
 * whole, then each SQL statement it issued timed alone (prepared once, run again and again).
 */
export interface StatementTiming {
  kind: string;
  sql: string;
  medianMs: number;
  plan: string[];
}

export interface SearchTiming {
  query: string;
  total: number;
  medianMs: number;
  p90Ms: number;
  statements: StatementTiming[];
}

export const SEARCH_QUERIES: { label: string; search?: string }[] = [
  { label: 'first page, no search' },
  { label: `search=${SEARCH_WORDS.common}`, search: SEARCH_WORDS.common },
  { label: `search=${SEARCH_WORDS.phrase}`, search: SEARCH_WORDS.phrase },
  { label: `search=${SEARCH_WORDS.frequent}`, search: SEARCH_WORDS.frequent },
  { label: `search=${SEARCH_WORDS.absent}`, search: SEARCH_WORDS.absent },
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function timeRepeated(repeats: number, run: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

function statementKind(sql: string): string {
  if (/^select count/i.test(sql)) return 'count';
  if (/product_images/.test(sql)) return 'photos';
  if (/from [`"]products[`"] as [`"]p[`"]/.test(sql)) return 'page';
  return 'other';
}

async function timeStatement(db: Knex, sql: string, bindings: readonly unknown[], repeats: number): Promise<{ medianMs: number; plan: string[] }> {
  if (!isSqlite(db)) {
    // node-postgres's own connection: the statement text as knex sent it ($1, $2 placeholders)
    const connection = await db.client.acquireConnection();
    try {
      const times = await timeRepeated(repeats, () => connection.query(sql, bindings));
      const plan: { rows: Record<string, string>[] } = await connection.query(`EXPLAIN ${sql}`, bindings);
      return { medianMs: quantile(times, 0.5), plan: plan.rows.map((row) => Object.values(row)[0]!) };
    } finally {
      await db.client.releaseConnection(connection);
    }
  }
  // better-sqlite3's own connection: a statement prepared once, as a prepared hot path would run it
  const connection = await db.client.acquireConnection();
  try {
    const statement = connection.prepare(sql);
    // knex turns booleans into 0/1 for SQLite before binding; do the same here
    const values = bindings.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    const times = await timeRepeated(repeats, () => statement.all(...values));
    const plan = connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as { detail: string }[];
    return { medianMs: quantile(times, 0.5), plan: plan.map((step) => step.detail) };
  } finally {
    await db.client.releaseConnection(connection);
  }
}

export async function timeSearches(databaseUrl: string, repeats: number): Promise<SearchTiming[]> {
  const db = createDb(databaseUrl);
  try {
    const results: SearchTiming[] = [];
    for (const { label, search } of SEARCH_QUERIES) {
      const filters = parseProductFilters(search ? { search } : {});
      const page = parsePage({});
      const times = await timeRepeated(repeats, () => listProducts(db, filters, null, page));
      const statements: { sql: string; bindings: readonly unknown[] }[] = [];
      const onQuery = (query: { sql: string; bindings: readonly unknown[] }) => statements.push(query);
      db.on('query', onQuery);
      const { total } = await listProducts(db, filters, null, page);
      db.off('query', onQuery);
      const timed: StatementTiming[] = [];
      for (const statement of statements) {
        timed.push({ kind: statementKind(statement.sql), sql: statement.sql, ...(await timeStatement(db, statement.sql, statement.bindings, repeats)) });
      }
      results.push({ query: label, total, medianMs: quantile(times, 0.5), p90Ms: quantile(times, 0.9), statements: timed });
    }
    return results;
  } finally {
    await db.destroy();
  }
}

/**
 * The costliest filter combinations found so far, each timed whole in the process: the first call
 * (nothing cached) and the median of repeats. The goal is the slowest of them under 10 ms.
 */
export interface CombinationTiming {
  label: string;
  total: number;
  page: number;
  firstMs: number;
  medianMs: number;
}

export const COSTLY_COMBINATIONS: { label: string; query: Record<string, string>; page: 'last' | number }[] = [
  { label: 'search=crib&min_price=100', query: { search: 'crib', min_price: '100' }, page: 1 },
  { label: 'search=stroller&max_price=20000', query: { search: 'stroller', max_price: '20000' }, page: 1 },
  { label: 'search=deluxe baby monitor&max_price=20000', query: { search: 'deluxe baby monitor', max_price: '20000' }, page: 1 },
  {
    label: `search=${SEARCH_WORDS.frequent}&min_price=100&sort=price_high, last page`,
    query: { search: SEARCH_WORDS.frequent, min_price: '100', sort: 'price_high' },
    page: 'last',
  },
  {
    label: `search=${SEARCH_WORDS.frequent}&max_price=45000&sort=newest, page 500`,
    query: { search: SEARCH_WORDS.frequent, max_price: '45000', sort: 'newest' },
    page: 500,
  },
  { label: `search=${SEARCH_WORDS.frequent} (relevance), last page`, query: { search: SEARCH_WORDS.frequent }, page: 'last' },
  { label: 'no filter, last page', query: {}, page: 'last' },
  { label: 'max_price=30000&sort=price_low, last page', query: { max_price: '30000', sort: 'price_low' }, page: 'last' },
  { label: 'category + condition=good + sort=price_high, last page', query: { category: 'CATEGORY', condition: 'good', sort: 'price_high' }, page: 'last' },
  {
    label: 'category + condition=good + min_price=100&max_price=40000 + sort=price_low',
    query: { category: 'CATEGORY', condition: 'good', min_price: '100', max_price: '40000', sort: 'price_low' },
    page: 1,
  },
];

export async function timeCombinations(databaseUrl: string, repeats: number): Promise<CombinationTiming[]> {
  const db = createDb(databaseUrl);
  try {
    // the category with the most listings stands for "a category"
    const biggest = await db('products as p').join('categories as c', 'c.id', 'p.category_id').groupBy('c.slug').orderByRaw('count(*) desc').first('c.slug');
    const category = String(biggest?.slug ?? '');
    const results: CombinationTiming[] = [];
    for (const combination of COSTLY_COMBINATIONS) {
      const query = Object.fromEntries(Object.entries(combination.query).map(([name, value]) => [name, value === 'CATEGORY' ? category : value]));
      const filters = parseProductFilters(query);
      const started = performance.now();
      const { total } = await listProducts(db, filters, null, parsePage({}));
      const pageNumber = combination.page === 'last' ? Math.max(1, Math.ceil(total / parsePage({}).pageSize)) : combination.page;
      const page = parsePage({ page: String(pageNumber) });
      if (pageNumber !== 1) await listProducts(db, filters, null, page);
      const firstMs = performance.now() - started;
      const times = await timeRepeated(repeats, () => listProducts(db, filters, null, page));
      const label = combination.label.replace('category', `category=${category}`);
      results.push({ label, total, page: pageNumber, firstMs, medianMs: quantile(times, 0.5) });
    }
    return results;
  } finally {
    await db.destroy();
  }
}
