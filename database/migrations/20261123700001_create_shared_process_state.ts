import type { Knex } from 'knex';

/*
 * What several server processes on one database must share beyond the data itself:
 * - rate_limits: the hit counters of every rate limit (one row per limiter and client, incremented
 *   in one upsert, so a limit holds however many processes count against it);
 * - live_events: live events too large for a PostgreSQL NOTIFY payload (8000 bytes) wait here, and
 *   the notification carries only their id; rows are deleted after a few minutes.
 * Created on SQLite too, so both databases keep the same tables (copy-to relies on that), though a
 * single SQLite process counts and streams in memory.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    // limiter name and client key, e.g. "sign-in-account:emma@example.com"
    t.string('key', 512).primary();
    t.integer('hits').notNullable();
    // epoch milliseconds, like sessions.expire: compared with Date.now() without date parsing
    t.bigInteger('reset_at').notNullable().index();
  });
  await knex.schema.createTable('live_events', (t) => {
    t.bigIncrements('id').primary();
    t.text('payload').notNullable();
    t.bigInteger('created_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_events');
  await knex.schema.dropTable('rate_limits');
}
