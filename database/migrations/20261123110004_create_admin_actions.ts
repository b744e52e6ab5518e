import type { Knex } from 'knex';

/**
 * What admins did, who and when: moderation decisions, comment approvals, role changes,
 * deactivations, reactivations and deletions. Recent Activity reads it. The summary is written
 * at the time, so the record still reads when the item it names is gone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_actions', (t) => {
    t.increments('id').primary();
    t.integer('admin_id').nullable().references('users.id').onDelete('SET NULL');
    // no CHECK: new kinds of action must not need a table rebuild
    t.string('action', 30).notNullable();
    t.string('target_type', 16).notNullable();
    t.integer('target_id').notNullable();
    t.string('summary', 300).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_actions');
}
