import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { configFromEnv } from '../src-server/config';
import { startServer } from '../src-server/server';

// Marketplace list and search cost on a large catalogue: 100,000 listings in a fresh SQLite file,
// then loopback load per path, single-request latency, and the query plans of the list queries.
const LISTINGS = Number(process.env['BENCH_LISTINGS'] ?? 100_000);
const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 5);
const BATCH = 500;

const ITEMS = ['stroller', 'crib', 'car seat', 'high chair', 'play mat', 'bouncer', 'baby monitor', 'carrier', 'bottle set',
  'changing table', 'snowsuit', 'train set', 'board books', 'bath tub', 'glider', 'playpen', 'sleep sack', 'booster seat',
  'walker', 'rocking horse', 'bassinet', 'swaddle blankets', 'breast pump', 'teether set', 'night light', 'stacking rings',
  'jogging pram', 'travel cot', 'nursing pillow', 'raincoat'];
const ADJECTIVES = ['wooden', 'compact', 'foldable', 'convertible', 'vintage', 'organic', 'lightweight', 'deluxe', 'classic',
  'soft', 'sturdy', 'colourful', 'portable', 'adjustable', 'washable'];
const PHRASES = ['Used for one child only.', 'Smoke-free and pet-free home.', 'Comes with the original box and manual.',
  'A few scuffs but everything works.', 'Washed and ready for its next family.', 'Pick up only, near the park.',
  'Our baby outgrew it far too quickly.', 'Selling because we are moving house.', 'Happy to show it working before you buy.',
  'Fits through standard doorways.', 'Covers are machine washable.', 'Bought new last spring.'];
const CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'];

let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;

async function fill(db: Knex): Promise<void> {
  const now = new Date().toISOString();
  const sellers: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const [row] = await db('users').insert({ email: `seller${i}@bench.test`, password_hash: 'x', display_name: `Seller ${i}`, created_at: now, updated_at: now }, ['id']);
    sellers.push(Number((row as { id: number }).id));
  }
  const categories: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const [row] = await db('categories').insert({ name: `Category ${i}`, slug: `category-${i}` }, ['id']);
    categories.push(Number((row as { id: number }).id));
  }
  const started = Date.now();
  await db.transaction(async (trx) => {
    for (let done = 0; done < LISTINGS; done += BATCH) {
      const rows = [];
      for (let i = done; i < Math.min(done + BATCH, LISTINGS); i += 1) {
        const item = pick(ITEMS);
        const createdAt = new Date(Date.now() - Math.floor(random() * 365 * 86_400_000)).toISOString();
        rows.push({
          name: `${pick(ADJECTIVES)} ${item}`.replace(/^./, (c) => c.toUpperCase()),
          description: `${pick(PHRASES)} ${pick(PHRASES)} ${random() < 0.3 ? 'Great for a baby.' : ''} A ${item} in ${pick(['blue', 'grey', 'oak', 'white', 'green'])}.`,
          price: 500 + Math.floor(random() * 50_000),
          condition: pick(CONDITIONS),
          location: pick(['Denver, CO', 'Austin, TX', 'Portland, OR', null]),
          seller_id: pick(sellers),
          category_id: pick(categories),
          status: random() < 0.9 ? 'active' : pick(['sold', 'draft', 'archived']),
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
      await trx('products').insert(rows);
    }
  });
  console.log(`inserted ${LISTINGS} listings (search index kept by triggers) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function sequential(url: string, count: number): Promise<{ p50: number; p99: number; mean: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), mean: times.reduce((sum, t) => sum + t, 0) / times.length };
}

async function planOf(db: Knex, baseUrl: string, path: string): Promise<string[]> {
  const statements: { sql: string; bindings: unknown[] }[] = [];
  const onQuery = (query: { sql: string; bindings: unknown[] }) => statements.push(query);
  db.on('query', onQuery);
  await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
  db.off('query', onQuery);
  const page = statements.find((statement) => /^select `p`\.`id`.* from `products` as `p` inner join `users`/.test(statement.sql));
  if (!page) return ['(no page query: empty result)'];
  const plan: { detail: string }[] = await db.raw(`EXPLAIN QUERY PLAN ${page.sql}`, page.bindings as never);
  return plan.map((step) => step.detail);
}

const dataDir = mkdtempSync(join(tmpdir(), 'nestly-bench-search-'));
const server = await startServer({ ...configFromEnv({ DATA_DIR: dataDir }, process.cwd()), host: '127.0.0.1', port: 0 });
try {
  await fill(server.db);
  for (const path of ['/api/products?search=stroller', '/api/products?search=baby', '/api/products']) {
    console.log(`\nEXPLAIN QUERY PLAN of the page query for ${path}:`);
    for (const detail of await planOf(server.db, server.url, path)) console.log(`  ${detail}`);
  }
  const paths = [
    '/api/products?search=stroller',
    '/api/products?search=wooden%20crib',
    '/api/products?search=baby',
    '/api/products?search=strol&sort=price_low',
    '/api/products?search=zzzzqqq',
    '/api/products',
    '/api/products?category=category-3&sort=price_high&page=5',
  ];
  console.log(`\n${'path'.padEnd(52)} ${'total'.padStart(7)} ${'1 conn p50/p99 ms'.padStart(18)} ${'20 conns req/s'.padStart(15)} p99 ms`);
  for (const path of paths) {
    const url = `${server.url}${path}`;
    const total = (await fetch(url)).headers.get('x-total-count');
    const single = await sequential(url, 50);
    const load = await autocannon({ url, connections: 20, duration: DURATION_S });
    console.log(`${path.padEnd(52)} ${String(total).padStart(7)} ${`${single.p50.toFixed(1)} / ${single.p99.toFixed(1)}`.padStart(18)} ${String(Math.round(load.requests.average)).padStart(15)} ${load.latency.p99}  errors ${load.errors + load.non2xx}`);
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
