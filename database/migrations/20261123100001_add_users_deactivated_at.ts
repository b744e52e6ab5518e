import type { Knex } from 'knex';

/**
 * When an admin deactivated the account (null while it is active). A deactivated member cannot
 * sign in and their listings are hidden; the index serves the "sellers still active" check.
 * Adding a nullable column is a plain ALTER TABLE on SQLite: the table is not rebuilt.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deactivated_at', { useTz: true }).nullable();
    t.index(['deactivated_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropIndex(['deactivated_at']));
  // a plain DROP COLUMN (SQLite 3.35+, PostgreSQL): knex's SQLite way rebuilds the table, and dropping
  // users would cascade into every table that references it
  await knex.raw('ALTER TABLE users DROP COLUMN deactivated_at');
}
