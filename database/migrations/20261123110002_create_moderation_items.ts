import type { Knex } from 'knex';

/**
 * The moderation queue: one row per item needing (or having had) an admin's decision, a pending
 * comment or a reported listing, comment, message or member. While an item is open its open_key
 * ('<target_type>:<target_id>') is set, so a unique index allows one open item per target (NULLs
 * never collide, on SQLite and PostgreSQL alike); a decision clears it. is_hidden keeps a target
 * from the public: set by the third report, cleared by approval, kept by a rejection.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_items', (t) => {
    t.increments('id').primary();
    t.string('target_type', 16).notNullable().checkIn(['product', 'comment', 'message', 'user'], 'moderation_items_target_type_check');
    t.integer('target_id').notNullable();
    t.string('kind', 20).notNullable().checkIn(['pending_comment', 'reported'], 'moderation_items_kind_check');
    t.string('status', 8).notNullable().defaultTo('open').checkIn(['open', 'closed'], 'moderation_items_status_check');
    t.string('open_key', 40).nullable().unique();
    t.boolean('is_hidden').notNullable().defaultTo(false);
    t.string('decision', 20).nullable().checkIn(['approve', 'reject', 'deactivate_author'], 'moderation_items_decision_check');
    t.integer('decided_by').nullable().references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
    t.index(['target_type', 'target_id']);
    t.index(['target_type', 'is_hidden', 'target_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('moderation_items');
}
