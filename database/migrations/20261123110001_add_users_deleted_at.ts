import type { Knex } from 'knex';

/**
 * When the member deleted their account (null while it exists). The row stays as a tombstone so
 * conversations and comments keep their author: email and names are cleared, the password made
 * unusable. Adding a nullable column is a plain ALTER TABLE on SQLite: the table is not rebuilt.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['deleted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropIndex(['deleted_at']));
  // a plain DROP COLUMN: knex's SQLite way rebuilds users, and dropping it would cascade
  await knex.raw('ALTER TABLE users DROP COLUMN deleted_at');
}
