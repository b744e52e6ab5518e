import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../database/seeds/demo';
import { listBlogs } from '../../src-server/content/blogs/blogs.service';
import { listDeals } from '../../src-server/content/deals/deals.service';
import { listReviews } from '../../src-server/content/reviews/reviews.service';
import { tablesInDependencyOrder } from '../../src-server/db/postgres-schema';
import { parseProductFilters } from '../../src-server/marketplace/product-filters';
import { listProducts } from '../../src-server/marketplace/product-queries';
import { createTestDatabase, itOnPostgres, type TestDatabase } from '../../src-server/test/test-database';
import { cliInProcess } from './test/run-cli';

const PAGE = { page: 1, pageSize: 100, offset: 0 };

let dataDir: string;
let sqlite: TestDatabase;
let postgres: TestDatabase | undefined;

/** `npm run cli -- copy-to URL`, run in this process through the function the bin calls (cli.test.ts runs the bin) */
function copyTo(url: string) {
  return cliInProcess({ DATA_DIR: dataDir, DATABASE_URL: sqlite.url }, 'copy-to', url);
}

/** What each area's search box answers, in order, on one database. */
async function searches(db: Knex): Promise<Record<string, number[]>> {
  const ids = (items: { id: number }[]) => items.map((item) => item.id);
  const answers: Record<string, number[]> = {};
  for (const search of ['stroller', 'car seat', 'sleep', 'wooden toy', 'baby', 'bottle', 'organic']) {
    answers[`products ${search}`] = ids((await listProducts(db, parseProductFilters({ search }), null, PAGE)).items);
    answers[`blogs ${search}`] = ids((await listBlogs(db, { search }, PAGE)).items);
    answers[`reviews ${search}`] = ids((await listReviews(db, { search }, PAGE)).items);
    answers[`deals ${search}`] = ids((await listDeals(db, { search }, PAGE)).items);
  }
  return answers;
}

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nestly-copy-'));
  sqlite = await createTestDatabase({ dialect: 'sqlite' });
});
afterEach(async () => {
  await postgres?.close();
  postgres = undefined;
  await sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cli copy-to', () => {
  it('refuses a SQLite database holding a schema object the migrations did not create, before touching the target', async () => {
    await sqlite.db.raw("CREATE TRIGGER promote_new_users AFTER INSERT ON users BEGIN UPDATE users SET role = 'admin' WHERE id = NEW.id; END");
    await expect(copyTo('postgres://nestly@127.0.0.1:1/never-reached')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("holds schema objects that Nestly's migrations do not create: trigger promote_new_users on users. Nothing was copied."),
    });
  });

  itOnPostgres(
    'moves a seeded SQLite community into an empty PostgreSQL database, row for row',
    async () => {
      await seedDemo(sqlite.db, { uploadsDir: join(dataDir, 'uploads') });
      const photos = readdirSync(join(dataDir, 'uploads')).sort();
      const target = await createTestDatabase({ migrated: false });
      postgres = target;

      const { stdout } = await copyTo(target.url);
      expect(stdout).toContain('every row count matches');

      const tables = await tablesInDependencyOrder(target.db);
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'products', 'messages', 'blogs', 'comments', 'sessions']));
      for (const { name } of tables) {
        const key = name === 'sessions' ? 'sid' : 'id';
        expect(await target.db(name).orderBy(key).pluck(key), name).toEqual(await sqlite.db(name).orderBy(key).pluck(key));
      }
      const user = await sqlite.db('users').orderBy('id').first();
      expect(await target.db('users').where({ id: user.id }).first()).toEqual(user);
      expect(await target.db('blogs').orderBy('id').first('featured', 'created_at')).toEqual(
        await sqlite
          .db('blogs')
          .orderBy('id')
          .first('featured', 'created_at')
          .then((row) => ({ ...row, featured: Boolean(row.featured) })),
      );

      // ids go on from the largest copied, and every search answers the same rows in the same order
      const [next] = await target.db('categories').insert({ name: 'New shelf', slug: 'new-shelf' }).returning('id');
      expect(next!.id).toBe(
        Number(
          await sqlite
            .db('categories')
            .max({ n: 'id' })
            .first()
            .then((row) => row!.n),
        ) + 1,
      );
      await target.db('categories').where({ id: next!.id }).delete();
      const answers = await searches(sqlite.db);
      expect(Object.values(answers).flat().length).toBeGreaterThan(40);
      expect(await searches(target.db)).toEqual(answers);

      expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual(photos);
    },
    120_000,
  );

  itOnPostgres(
    'refuses a database that already has data, and a URL that is not PostgreSQL',
    async () => {
      const target = await createTestDatabase();
      postgres = target;
      await target.db('categories').insert({ name: 'Strollers', slug: 'strollers' });
      await expect(copyTo(target.url)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('already has data (table categories has rows)') });
      expect(await target.db('users').count({ n: '*' })).toEqual([{ n: 0 }]);
      await expect(copyTo(join(dataDir, 'other.sqlite'))).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('needs a postgres:// URL') });
    },
    60_000,
  );
});
