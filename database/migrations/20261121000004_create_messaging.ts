import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conversations', (t) => {
    t.increments('id').primary();
    // user1_id is always the smaller id, so one pair has exactly one row
    t.integer('user1_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('user2_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('product_id').references('products.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user1_id', 'user2_id']);
    t.index(['user2_id', 'updated_at']);
    t.index(['user1_id', 'updated_at']);
    t.check('?? < ??', ['user1_id', 'user2_id'], 'conversations_pair_check');
  });
  await knex.schema.createTable('messages', (t) => {
    t.increments('id').primary();
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.integer('sender_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.string('status', 16).notNullable().defaultTo('unread').checkIn(['unread', 'read'], 'messages_status_check');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['conversation_id', 'created_at']);
    t.index(['conversation_id', 'status', 'sender_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('messages');
  await knex.schema.dropTable('conversations');
}
