import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, isPostgresUrl, migrate } from '../../src-server/db/knex';
import { nowIso } from '../../src-server/db/time';
import { matchNewListing } from '../../src-server/saved-searches/match-new-listing';
import { stemsOf } from '../../src-server/saved-searches/search-stems';
import { CONDITIONS, listingText } from './corpus';
import { seededRandom } from './random';

/*
 * A new listing matched against 10,000 saved searches, in process: a throwaway database (a
 * temporary SQLite file, or DATABASE_URL when it is a postgres:// URL) with saved searches built
 * from the bench corpus's words over 10 categories and price ranges, then matchNewListing timed for
 * listings drawn from the same corpus. npm run bench:saved-searches [-- count]
 */
const SAVED = Number(process.argv[2] ?? 10_000);
const SAMPLES = 200;
const url = process.env['DATABASE_URL'];
const dir = mkdtempSync(join(tmpdir(), 'nestly-saved-'));
const db = createDb(url && isPostgresUrl(url) ? url : join(dir, 'bench.sqlite'));
const random = seededRandom(7);

await migrate(db);
const members: number[] = [];
for (let i = 0; i < 100; i += 1) {
  const [row] = await db('users')
    .insert({ email: `saved-${Date.now()}-${i}@bench.nestly.test`, password_hash: 'x', role: 'user', created_at: nowIso(), updated_at: nowIso() })
    .returning('id');
  members.push(Number(typeof row === 'object' ? row.id : row));
}
const categories: number[] = [];
for (let i = 0; i < 10; i += 1) {
  const [row] = await db('categories')
    .insert({ name: `Saved bench ${Date.now()}-${i}`, slug: `saved-bench-${Date.now()}-${i}` })
    .returning('id');
  categories.push(Number(typeof row === 'object' ? row.id : row));
}
const rows = Array.from({ length: SAVED }, (_, i) => {
  const words = listingText(random).name.split(' ').slice(-2).join(' ');
  // most saved searches have words; a few only a category (those read every new listing of it)
  const search = random.chance(0.95) ? words : undefined;
  const category = random.chance(0.5) ? random.pick(categories) : null;
  return {
    user_id: members[i % members.length],
    name: `Saved ${i}`,
    filters: JSON.stringify({ search }),
    stems: stemsOf(search).join(' '),
    lead_stem: stemsOf(search)[0] ?? '',
    category_id: category,
    condition: random.chance(0.2) ? random.pick(CONDITIONS) : null,
    min_price: random.chance(0.2) ? random.int(5_000) : null,
    max_price: random.chance(0.3) ? 5_000 + random.int(50_000) : null,
    new_count: 0,
    created_at: nowIso(),
  };
});
await db.batchInsert('saved_searches', rows, 500);
await db.raw(url ? 'VACUUM ANALYZE' : 'ANALYZE');

const times: number[] = [];
let matched = 0;
for (let i = 0; i < SAMPLES + 10; i += 1) {
  const text = listingText(random);
  const listing = {
    id: 1_000_000 + i,
    seller_id: -1,
    ...text,
    price: 500 + random.int(50_000),
    condition: random.pick(CONDITIONS),
    category_id: random.pick(categories),
  };
  const start = performance.now();
  // as createProduct runs it, inside the listing's transaction, whose commit (the write to disk) the
  // listing pays anyway: timed without it, and rolled back so every sample starts alike
  const trx = await db.transaction();
  const matches = await matchNewListing(trx, listing).finally(() => trx.rollback());
  if (i >= 10) {
    times.push(performance.now() - start);
    matched += matches.length;
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(
  `a new listing against ${SAVED} saved searches: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms; ${(matched / SAMPLES).toFixed(1)} matches each`,
);
await db.destroy();
rmSync(dir, { recursive: true, force: true });
