import type { Knex } from 'knex';

/**
 * What members hear back in the site: one row per notification (a new message, a reply, a
 * moderation decision, news of a favourite). The text is written at the time, so it still reads
 * when what it names has changed or gone; the url is where the bell takes the member.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // no CHECK: new kinds (saved searches, reservations) must not need a table rebuild
    t.string('kind', 40).notNullable();
    t.string('text', 500).notNullable();
    t.string('url', 500).notNullable();
    t.timestamp('read_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    // the member's list, newest first, and their unread count
    t.index(['user_id', 'id']);
    t.index(['user_id', 'read_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
