import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../test/test-database';
import { applyFilters } from './listing-filters';
import { parseProductFilters } from './product-filters';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Where each part of a list's conditions starts in its SQL. */
function positionsIn(sql: string) {
  return {
    price: sql.indexOf('price'),
    search: sql.indexOf('MATCH'),
    visibility: sql.search(/not (in|exists)/i),
  };
}

describe('a list of listings', () => {
  // SQLite turns a row away at its first failing condition: the visibility rules' subqueries go last
  itOnSqlite('states the visitor’s filters, then the search, then who may see which listing', 'PostgreSQL orders conditions by their cost', async () => {
    const query = applyFilters(database.db, database.db('products as p'), parseProductFilters({ search: 'crib', max_price: '450' }), null);
    const at = positionsIn(query.select('p.id').toSQL().sql);
    expect(at.price).toBeGreaterThan(0);
    expect(at.search).toBeGreaterThan(at.price);
    expect(at.visibility).toBeGreaterThan(at.search);
  });
});
