import type { Knex } from 'knex';

export const CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'];
export const PRODUCT_STATUSES = ['active', 'sold', 'draft', 'archived'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('categories', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable().unique();
    t.string('slug', 120).notNullable().unique();
    t.string('icon', 50);
    t.text('description');
  });
  await knex.schema.createTable('products', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.text('description').notNullable();
    t.integer('price').notNullable().checkPositive('products_price_check');
    t.string('image', 2048);
    t.integer('discount_percentage');
    t.string('condition', 16).notNullable().checkIn(CONDITIONS, 'products_condition_check');
    t.string('location', 200);
    t.integer('seller_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('category_id').references('categories.id').onDelete('SET NULL');
    t.string('status', 16).notNullable().defaultTo('active').checkIn(PRODUCT_STATUSES, 'products_status_check');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'created_at']);
    t.index(['status', 'price']);
    t.index(['category_id', 'status', 'created_at']);
    t.index(['seller_id', 'created_at']);
    t.index(['condition']);
  });
  await knex.schema.createTable('product_images', (t) => {
    t.increments('id').primary();
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.string('url', 2048).notNullable();
    t.string('thumb_url', 2048);
    t.integer('position').notNullable().defaultTo(0);
    t.index(['product_id', 'position']);
    t.index(['url']);
  });
  await knex.schema.createTable('favorites', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'product_id']);
    t.index(['product_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('favorites');
  await knex.schema.dropTable('product_images');
  await knex.schema.dropTable('products');
  await knex.schema.dropTable('categories');
}
