import type { Knex } from 'knex';

/**
 * Members' reports. One per member per target, ever (a second is refused, even after a decision);
 * each belongs to the moderation item that was open when it arrived.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    t.increments('id').primary();
    t.integer('item_id').notNullable().references('moderation_items.id').onDelete('CASCADE');
    t.integer('reporter_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('target_type', 16).notNullable().checkIn(['product', 'comment', 'message', 'user'], 'reports_target_type_check');
    t.integer('target_id').notNullable();
    t.string('reason', 20).notNullable().checkIn(['spam', 'scam', 'inappropriate', 'harassment', 'prohibited', 'other'], 'reports_reason_check');
    t.text('details').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['reporter_id', 'target_type', 'target_id']);
    t.index(['item_id', 'reason']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reports');
}
