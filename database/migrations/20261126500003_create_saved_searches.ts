import type { Knex } from 'knex';

/*
 * A member's saved marketplace searches. `filters` keeps them as the member saved them (to run
 * again); the columns beside it hold the same filters in the form a new listing is matched against:
 * the search's words as Porter stems (the first on its own, indexed), the category resolved to its
 * id, prices in cents. new_count
 * counts listings posted since the member last looked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_searches', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.text('filters').notNullable();
    t.string('stems', 400).notNullable().defaultTo('');
    // the first stem ('' for a search without words): a new listing reads only the searches led by one of its words
    t.string('lead_stem', 100).notNullable().defaultTo('');
    t.integer('category_id').nullable().references('categories.id').onDelete('CASCADE');
    t.string('condition', 16).nullable();
    t.integer('min_price').nullable();
    t.integer('max_price').nullable();
    t.integer('new_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
    t.index(['lead_stem']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('saved_searches');
}
