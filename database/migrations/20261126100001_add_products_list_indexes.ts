import type { Knex } from 'knex';

/**
 * Indexes that answer a list of listings from the index alone, whatever its filters: each starts
 * with a sort order (newest, price, a category's newest) and the id that breaks its ties, then holds
 * every column a filter or the visibility rules read (status, seller, category, condition, price,
 * time). A page is read in order and stops at its last row; a count reads one narrow index. Leading
 * with the order rather than the status keeps that true for any set of statuses a list shows.
 * products_by_id serves the full-text search, whose matches are looked up by id.
 *
 * They replace the indexes that led with status or condition: with those the planner could pick a
 * status range and sort every row of it.
 */
const LIST_INDEXES: Record<string, string[]> = {
  products_by_newest: ['created_at', 'id', 'status', 'seller_id', 'category_id', 'condition', 'price'],
  products_by_price: ['price', 'id', 'status', 'seller_id', 'category_id', 'condition', 'created_at'],
  products_by_category: ['category_id', 'created_at', 'id', 'status', 'seller_id', 'condition', 'price'],
  products_by_id: ['id', 'status', 'seller_id', 'created_at', 'price', 'category_id', 'condition'],
};

const REPLACED: Record<string, string[]> = {
  products_status_created_at_index: ['status', 'created_at'],
  products_status_price_index: ['status', 'price'],
  products_category_id_status_created_at_index: ['category_id', 'status', 'created_at'],
  products_condition_index: ['condition'],
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    for (const [name, columns] of Object.entries(LIST_INDEXES)) t.index(columns, name);
    for (const [name, columns] of Object.entries(REPLACED)) t.dropIndex(columns, name);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    for (const [name, columns] of Object.entries(REPLACED)) t.index(columns, name);
    for (const [name, columns] of Object.entries(LIST_INDEXES)) t.dropIndex(columns, name);
  });
}
