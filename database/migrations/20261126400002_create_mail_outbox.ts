import type { Knex } from 'knex';

/*
 * Every e-mail the site sends waits here first, written in the transaction of what it tells about,
 * so a mail exists exactly when its reason does and survives restarts and crashes. A sender in each
 * server process claims due rows (FOR UPDATE SKIP LOCKED on PostgreSQL, plus a lease with a claim
 * token), sends them, and retries failures with growing pauses (src-server/mail/outbox-sender.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    // the member it is for, if any; their deletion keeps the row's history but stops nothing already sent
    t.integer('user_id').nullable().references('users.id').onDelete('SET NULL');
    // password_reset, notification, digest
    t.string('kind', 40).notNullable();
    // a mail about one notification is not sent once the member has read it in the site
    t.integer('notification_id').nullable().references('notifications.id').onDelete('SET NULL');
    t.string('to_address', 320).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').nullable();
    // the unsubscribe link of this mail (List-Unsubscribe), made when it was queued
    t.string('unsubscribe_url', 1000).nullable();
    // the same Message-ID at every attempt, so a receiver can tell a repeat for what it is
    t.string('message_id', 200).notNullable().unique();
    // pending → sent | skipped | failed
    t.string('status', 16).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    // epoch milliseconds: compared with Date.now() on both databases
    t.bigInteger('due_at').notNullable();
    t.bigInteger('lease_until').nullable();
    t.string('claim_token', 64).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.index(['status', 'due_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
