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
    // what e-mail does with it: pending (not decided yet), queued (a mail of its own or in a digest
    // is in the outbox), digest (waits for the member's daily digest), none (the member turned it off)
    t.string('mail_state', 16).notNullable().defaultTo('pending');
    // the member's list, newest first, and their unread count
    t.index(['user_id', 'id']);
    t.index(['user_id', 'read_at']);
    t.index(['mail_state', 'id']);
  });
  // how each member wants e-mail of each topic (src-shared/notifications.ts); no row: immediately
  await knex.schema.createTable('notification_preferences', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('topic', 40).notNullable();
    // immediately, daily, off
    t.string('mode', 16).notNullable();
    t.unique(['user_id', 'topic']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_preferences');
  await knex.schema.dropTable('notifications');
}
