import { afterEach, describe, expect } from 'vitest';
import { migrationSource } from '../../database/migrations/index';
import { createTestDatabase, itOnPostgres } from '../test/test-database';
import { createDb, migrate } from './knex';
import { withStartupLock } from './startup-lock';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('start-up work of several processes', () => {
  // knex's own migration lock fails the second process ("Migration table is already locked") instead
  itOnPostgres('runs one process at a time: processes starting at once all come up, the migrations applied once', async () => {
    const database = await createTestDatabase({ migrated: false });
    cleanups.push(database.close);
    const processes = [createDb(database.url), createDb(database.url), createDb(database.url)];
    cleanups.push(async () => {
      await Promise.all(processes.map((db) => db.destroy()));
    });
    const steps: string[] = [];
    await Promise.all(
      processes.map((db) =>
        withStartupLock(db, async () => {
          steps.push('in');
          await migrate(db);
          steps.push('out');
        }),
      ),
    );
    expect(steps).toEqual(['in', 'out', 'in', 'out', 'in', 'out']);
    expect(await database.db('knex_migrations').pluck('name')).toEqual(await migrationSource.getMigrations([]));
  });
});
