import type { Knex } from 'knex';

/*
 * A reserved listing is still an active one (it stays in every list and search, and can still be
 * contacted), with a hold marked on it. Keeping it `active` in the status column means the list
 * indexes on (status, …) and every status = 'active' query keep working unchanged, and neither
 * database rebuilds the products table (its CHECK on status stays as it is). The API shows it as
 * status 'reserved'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.timestamp('reserved_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.dropColumn('reserved_at');
  });
}
