import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary();
    t.text('sess').notNullable();
    // lets a password or role change end that member's other sessions without scanning them all
    t.integer('user_id').index();
    // epoch milliseconds: compared with Date.now() without any date parsing
    t.bigInteger('expire').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
