import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, isPostgresUrl, migrate } from '../../src-server/db/knex';
import { nowIso } from '../../src-server/db/time';
import { similarProducts } from '../../src-server/marketplace/similar-products';
import { CONDITIONS, listingText } from './corpus';
import { seededRandom } from './random';

/*
 * Similar Items inside the process at 100k listings: a throwaway database (a temporary SQLite file,
 * or DATABASE_URL when it is a postgres:// URL, whose products are replaced) filled with the bench
 * corpus over 10 categories, then GET /api/products/:id/similar's work timed for listings picked at
 * random. npm run bench:similar [-- listings]; SHOW_SLOW=1 names the listings above 8 ms, KEEP_DB=1
 * keeps the SQLite file for a closer look.
 */
const LISTINGS = Number(process.argv[2] ?? 100_000);
const SAMPLES = 200;
const url = process.env['DATABASE_URL'];
const dir = mkdtempSync(join(tmpdir(), 'nestly-similar-'));
const db = createDb(url && isPostgresUrl(url) ? url : join(dir, 'bench.sqlite'));
const random = seededRandom(22);

await migrate(db);
await db('products').delete();
const [seller] = await db('users')
  .insert({ email: `similar-bench-${Date.now()}@bench.nestly.test`, password_hash: 'x', role: 'user', created_at: nowIso(), updated_at: nowIso() })
  .returning('id');
const sellerId = Number(typeof seller === 'object' ? seller.id : seller);
const categoryIds: number[] = [];
for (let i = 0; i < 10; i += 1) {
  const [row] = await db('categories')
    .insert({ name: `Bench category ${Date.now()}-${i}`, slug: `bench-category-${Date.now()}-${i}` })
    .returning('id');
  categoryIds.push(Number(typeof row === 'object' ? row.id : row));
}
const started = performance.now();
const now = nowIso();
for (let done = 0; done < LISTINGS; done += 1000) {
  const rows = Array.from({ length: Math.min(1000, LISTINGS - done) }, () => ({
    ...listingText(random),
    price: 500 + Math.floor(random.next() * 50_000),
    condition: CONDITIONS[Math.floor(random.next() * CONDITIONS.length)],
    seller_id: sellerId,
    category_id: categoryIds[Math.floor(random.next() * categoryIds.length)],
    status: random.next() < 0.1 ? 'sold' : 'active',
    created_at: now,
    updated_at: now,
  }));
  await db.batchInsert('products', rows, 250);
}
await db.raw(url ? 'VACUUM ANALYZE' : 'ANALYZE');
console.log(`${LISTINGS} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const ids: number[] = (
  await db('products')
    .select('id')
    .where('status', 'active')
    .orderByRaw(url ? 'random()' : 'random()')
    .limit(SAMPLES)
).map((row) => Number(row.id));
for (const id of ids.slice(0, 10)) await similarProducts(db, id, null);
const times: number[] = [];
let found = 0;
for (const id of ids) {
  const start = performance.now();
  found += (await similarProducts(db, id, null)).length;
  times.push(performance.now() - start);
  if (process.env['SHOW_SLOW'] && performance.now() - start > 8) {
    const row = await db('products').where({ id }).first('name', 'category_id');
    console.log((performance.now() - start).toFixed(1), row.name);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(`similar items for ${SAMPLES} listings: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms; ${(found / SAMPLES).toFixed(1)} items each`);
await db.destroy();
if (process.env['KEEP_DB']) console.log(`kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
