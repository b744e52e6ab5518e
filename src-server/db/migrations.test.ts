import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './knex';
import { migrationSource } from '../../database/migrations/index';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Run on SQLite by `npm test` and on PostgreSQL by `npm run test:pg`: the same migrations must pass on both.
let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase({ migrated: false });
});
afterEach(async () => {
  await t.close();
});

describe('migrations', () => {
  it('apply from empty, roll all the way back and apply again', async () => {
    const { db } = t;
    await migrate(db);
    const names = (await migrationSource.getMigrations([])).length;
    expect((await db('knex_migrations').count({ n: '*' }))[0]!.n).toBe(names);
    await db.migrate.rollback({ migrationSource }, true);
    expect(await db.schema.hasTable('users')).toBe(false);
    await migrate(db);
    expect(await db.schema.hasTable('comments')).toBe(true);
  });

  it('enforces the CHECK constraints', async () => {
    const { db } = t;
    await migrate(db);
    const now = new Date().toISOString();
    const [user] = await db('users').insert({ email: 'check@example.com', password_hash: 'x', role: 'user', created_at: now, updated_at: now }).returning('id');
    await expect(db('users').insert({ email: 'bad@example.com', password_hash: 'x', role: 'owner' })).rejects.toThrow(/check/i);
    await expect(db('conversations').insert({ user1_id: user!.id, user2_id: user!.id })).rejects.toThrow(/check/i);
  });
});
