import type { Knex } from 'knex';

/*
 * Each message keeps the listing it was sent about, so a conversation that moves from one
 * listing to another still shows what every earlier message was about. Messages sent before
 * this column existed stay without a listing: which one they were about is no longer known.
 * SQLite adds the column in place (a nullable column may carry a foreign key there), rather than
 * letting knex rebuild the messages table.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.schema.alterTable('messages', (t) => {
      t.integer('product_id').nullable().references('products.id').onDelete('SET NULL');
    });
  } else {
    await knex.raw('ALTER TABLE messages ADD COLUMN product_id integer NULL REFERENCES products(id) ON DELETE SET NULL');
  }
  // deleting a listing clears it from messages through this index, not a scan
  await knex.schema.alterTable('messages', (t) => {
    t.index(['product_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropIndex(['product_id']);
  });
  await knex.schema.alterTable('messages', (t) => {
    t.dropColumn('product_id');
  });
}
