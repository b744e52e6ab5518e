import { afterAll, describe, expect, it } from 'vitest';
import { createDb, migrate } from './knex';
import { migrationSource } from '../../database/migrations/index';

// The same migrations must run on PostgreSQL; this runs where TEST_DATABASE_URL points at a server.
const url = process.env['TEST_DATABASE_URL'];
if (!url) console.log('PostgreSQL migration test skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  const db = createDb(url ?? 'postgres://unused');
  afterAll(async () => { await db.destroy(); });

  it('apply from empty, roll all the way back and apply again', async () => {
    await db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    const names = (await migrationSource.getMigrations([])).length;
    expect(Number((await db('knex_migrations').count({ n: '*' }))[0]!.n)).toBe(names);
    await db.migrate.rollback({ migrationSource }, true);
    expect(await db.schema.hasTable('users')).toBe(false);
    await migrate(db);
    expect(await db.schema.hasTable('comments')).toBe(true);
  });

  it('enforces the CHECK constraints', async () => {
    const [user] = await db('users').insert({ email: 'pg@example.com', password_hash: 'x', role: 'user', created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).returning('id');
    await expect(db('users').insert({ email: 'bad@example.com', password_hash: 'x', role: 'owner' })).rejects.toThrow(/check/i);
    await expect(db('conversations').insert({ user1_id: user!.id, user2_id: user!.id })).rejects.toThrow(/check/i);
  });
});
