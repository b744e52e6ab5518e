import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepListingsInMemory } from '../marketplace';
import { buildBlogCategory, buildCategory } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';
import { largeTables, planProblems, type Statement } from '../test/plan-rules';
import { refreshStatistics } from '../test/query-plan';
import { signedInAgent } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { onPostgres } from '../test/test-database';

/*
 * Every list the site answers, with every combination of its filters, sorts and pages, run through
 * the real API; each statement it sends is then planned by the database (EXPLAIN QUERY PLAN on
 * SQLite, EXPLAIN on PostgreSQL). A plan fails when it runs a full-text match once per row, or
 * reads every row of a table that grows with the site (plan-rules.ts).
 */

const LISTINGS = 8000;
const POSTS = 1200;
const MEMBERS = 1200;

let t: TestApp;
let member: BuiltUser;
let admin: BuiltUser;
let categoryIds: number[];
let large: Set<string>;

async function seed(db: Knex): Promise<void> {
  member = await buildUser(db);
  admin = await buildAdmin(db);
  const template = { password_hash: member.password_hash, role: 'user', created_at: member.created_at, updated_at: member.updated_at };
  await db.batchInsert(
    'users',
    Array.from({ length: MEMBERS }, (_, i) => ({ ...template, email: `plan${i}@nestly.test`, display_name: `Parent ${i}` })),
    200,
  );
  const sellers: number[] = (await db('users').select('id')).map((row: { id: number }) => row.id);
  categoryIds = [];
  for (const slug of ['strollers', 'cribs', 'toys', 'clothing']) categoryIds.push(Number((await buildCategory(db, { name: slug, slug })).id));
  // a search matches about one listing in a hundred, as on a real site
  const things = ['stroller', 'wooden crib', 'baby monitor', 'car seat', 'high chair', 'play mat', 'bottle warmer', 'sleeping bag'];
  const words = Array.from({ length: 100 }, (_, i) => (i < things.length ? things[i]! : `item${i} model${i % 7}`));
  const conditions = ['new', 'like_new', 'good', 'fair', 'poor'];
  const statuses = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'sold', 'draft', 'archived'];
  await db.batchInsert(
    'products',
    Array.from({ length: LISTINGS }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      return {
        name: `${words[i % words.length]} ${i}`,
        description: `Gently used ${words[(i * 7) % words.length]}, from a smoke-free home.`,
        price: 500 + ((i * 7919) % 50_000),
        condition: conditions[i % conditions.length],
        status: statuses[i % statuses.length],
        seller_id: sellers[i % sellers.length],
        category_id: categoryIds[i % categoryIds.length],
        created_at: at,
        updated_at: at,
      };
    }),
    200,
  );
  const productIds: number[] = (await db('products').select('id').limit(200)).map((row: { id: number }) => row.id);
  // the member's favourites among many members' favourites, as on a real site
  await db.batchInsert(
    'favorites',
    [
      ...productIds.map((product_id) => ({ user_id: member.id, product_id })),
      ...sellers
        .filter((id) => id !== member.id)
        .slice(0, 100)
        .flatMap((user_id) => productIds.slice(0, 30).map((product_id) => ({ user_id, product_id }))),
    ],
    200,
  );
  const blogCategory = await buildBlogCategory(db, { name: 'Sleep', slug: 'sleep' });
  // each written at its own time, as posts are
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
  await db.batchInsert(
    'blogs',
    Array.from({ length: POSTS }, (_, i) => ({
      slug: `plan-post-${i}`,
      title: `Sleep tips ${i}`,
      content: `<p>How we got the ${words[i % words.length]} to work for us.</p>`,
      author_id: admin.id,
      category_id: blogCategory['id'],
      created_at: at(i),
      updated_at: at(i),
    })),
    100,
  );
  await db.batchInsert(
    'reviews',
    Array.from({ length: POSTS }, (_, i) => ({
      slug: `plan-review-${i}`,
      title: `Review of the ${words[i % words.length]} ${i}`,
      content: '<p>Sturdy and easy to fold.</p>',
      product_name: `${words[i % words.length]} model ${i}`,
      rating: 1 + (i % 5),
      author_id: admin.id,
      category_id: categoryIds[i % categoryIds.length],
      created_at: at(i),
      updated_at: at(i),
    })),
    100,
  );
  await db.batchInsert(
    'deals',
    Array.from({ length: POSTS }, (_, i) => ({
      title: `${words[i % words.length]} sale ${i}`,
      description: 'A good price for a short time.',
      retailer: `Shop ${i % 20}`,
      original_price: 10_000,
      discounted_price: 5000 + i,
      discount_percentage: 10 + (i % 80),
      link: `https://shop.example/deal/${i}`,
      category_id: categoryIds[i % categoryIds.length],
      expires_at: future,
      created_at: at(i),
      updated_at: at(i),
    })),
    100,
  );
  await refreshStatistics(db);
  large = await largeTables(db);
}

/** Query strings for each combination of the given options (undefined leaves the option out). */
function combinations(options: Record<string, (string | undefined)[]>): string[] {
  let queries: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(options)) {
    queries = queries.flatMap((query) => values.map((value) => (value === undefined ? query : { ...query, [name]: value })));
  }
  return queries.map((query) => `?${new URLSearchParams(query).toString()}`);
}

/** The statements the given requests send, each once. */
async function statementsOf(agent: ReturnType<TestApp['agent']>, paths: string[]): Promise<Statement[]> {
  const seen = new Map<string, Statement>();
  const onQuery = (query: Statement) => {
    if (!seen.has(query.sql)) seen.set(query.sql, { sql: query.sql, bindings: query.bindings });
  };
  t.db.on('query', onQuery);
  try {
    for (const path of paths) {
      const response = await agent.get(path);
      expect(response.status, `${path} answered ${response.status}: ${response.text}`).toBe(200);
    }
  } finally {
    t.db.off('query', onQuery);
  }
  return [...seen.values()];
}

async function problemsOf(statements: Statement[]): Promise<string[]> {
  const problems: string[] = [];
  for (const statement of statements) {
    for (const problem of await planProblems(t.db, statement, large)) problems.push(`${problem}\n    in: ${statement.sql}`);
  }
  return problems;
}

beforeAll(async () => {
  t = await createTestApp();
  await seed(t.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('query plans of every list, at every filter combination', () => {
  it('listings: search × category × condition × price bounds × seller × status × sort × page, for each kind of caller', async () => {
    const queries = combinations({
      // "model5" is in one listing in eight: a sorted first page of it is read in the sort's order, not looked up
      search: [undefined, 'stroller', 'wooden crib', 'model5'],
      category: [undefined, 'cribs'],
      condition: [undefined, 'good'],
      min_price: [undefined, '10000'],
      max_price: [undefined, '20000'],
      sort: [undefined, 'newest', 'price_low', 'price_high'],
    });
    // deep pages and a category by id, with each sort, with and without a search; past the middle
    // of a list its pages are read from the end, in reverse order
    const deeper = combinations({
      search: [undefined, 'stroller', 'model5'],
      sort: [undefined, 'newest', 'price_low', 'price_high'],
      category: [undefined, String(categoryIds[0])],
      page: ['20', '30', '230'],
    });
    const narrower = combinations({
      category_id: [String(categoryIds[1])],
      seller_id: [undefined, String(member.id)],
      status: [undefined, 'all', 'sold', 'draft'],
      sort: [undefined, 'price_high'],
    });
    const paths = [...queries, ...deeper, ...narrower].map((query) => `/api/products${query}`);
    // the SQL of every list, as on PostgreSQL and while a change to the listings is read into memory
    keepListingsInMemory(t.db, false);
    const anonymous = t.agent();
    const signedIn = await signedInAgent(t, member);
    const asAdmin = await signedInAgent(t, admin);
    const statements = [
      ...(await statementsOf(anonymous, paths)),
      ...(await statementsOf(
        signedIn,
        paths.filter((_, i) => i % 3 === 0),
      )),
      ...(await statementsOf(
        asAdmin,
        paths.filter((_, i) => i % 3 === 1),
      )),
    ];
    // the walk holds both ways of finding a search's page, and pages read from the end
    if (!onPostgres) expect(statements.filter((statement) => statement.sql.includes('+`p`.`id` IN')).length).toBeGreaterThan(0);
    expect(statements.filter((statement) => /order by .*created_at["`] asc/i.test(statement.sql)).length).toBeGreaterThan(0);
    expect(await problemsOf(statements)).toEqual([]);
  }, 180_000);

  it("a member's own listings and favourites, searched and paged", async () => {
    const signedIn = await signedInAgent(t, member);
    const paths = [
      ...combinations({ search: [undefined, 'stroller'], page: [undefined, '2'] }).map((query) => `/api/products/my${query}`),
      '/api/favorites',
      '/api/favorites?page=3',
    ];
    expect(await problemsOf(await statementsOf(signedIn, paths))).toEqual([]);
  });

  it('blog posts, reviews and deals: search × category × page', async () => {
    const anonymous = t.agent();
    const paths = [
      ...combinations({ search: [undefined, 'crib', 'baby monitor'], category: [undefined, 'sleep'], page: [undefined, '5'] }).map(
        (query) => `/api/blogs${query}`,
      ),
      ...combinations({ search: [undefined, 'crib', 'baby monitor'], category: [undefined, 'cribs'], page: [undefined, '5'] }).map(
        (query) => `/api/reviews${query}`,
      ),
      ...combinations({
        search: [undefined, 'crib', 'baby monitor'],
        category: [undefined, 'cribs'],
        minDiscount: [undefined, '50'],
        page: [undefined, '5'],
      }).map((query) => `/api/deals${query}`),
    ];
    expect(await problemsOf(await statementsOf(anonymous, paths))).toEqual([]);
  });

  it("the admin's drafts and all content: status × category × page", async () => {
    const asAdmin = await signedInAgent(t, admin);
    const paths = (['blogs', 'reviews', 'deals'] as const).flatMap((kind) =>
      combinations({ status: ['draft', 'all'], category: [undefined, kind === 'blogs' ? 'sleep' : 'cribs'], page: [undefined, '5'] }).map(
        (query) => `/api/${kind}${query}`,
      ),
    );
    expect(await problemsOf(await statementsOf(asAdmin, paths))).toEqual([]);
  });

  it("the admin's tables: members, comments and the moderation queue, with their filters", async () => {
    const asAdmin = await signedInAgent(t, admin);
    const paths = [
      ...combinations({
        search: [undefined, 'parent 12'],
        role: [undefined, 'admin'],
        status: [undefined, 'active', 'deactivated'],
        page: [undefined, '3'],
      }).map((query) => `/api/admin/users${query}`),
      ...combinations({ status: [undefined, 'pending', 'approved'], page: [undefined, '2'] }).map((query) => `/api/admin/comments${query}`),
      ...combinations({ status: [undefined, 'open', 'closed'] }).map((query) => `/api/admin/queue${query}`),
    ];
    expect(await problemsOf(await statementsOf(asAdmin, paths))).toEqual([]);
  });
});
