import type { Knex } from 'knex';

/**
 * One-time password reset tokens. Only a SHA-256 of each token is kept, so a copy of the database
 * cannot reset anyone's password; a token is good for 60 minutes and once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    // epoch milliseconds
    t.bigInteger('expires_at').notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
}
