import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_categories', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable().unique();
    t.string('slug', 120).notNullable().unique();
  });
  await knex.schema.createTable('blogs', (t) => {
    t.increments('id').primary();
    t.string('slug', 220).notNullable().unique();
    t.string('title', 200).notNullable();
    t.text('content').notNullable();
    t.text('excerpt');
    t.string('image', 2048);
    t.string('tags', 500);
    t.boolean('featured').notNullable().defaultTo(false);
    t.integer('category_id').references('blog_categories.id').onDelete('SET NULL');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['category_id', 'created_at']);
  });
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id').primary();
    t.string('slug', 220).notNullable().unique();
    t.string('title', 200).notNullable();
    t.text('content').notNullable();
    t.string('product_name', 200).notNullable();
    t.string('product_brand', 200);
    t.integer('rating').notNullable();
    t.string('image', 2048);
    t.text('summary');
    t.text('pros');
    t.text('cons');
    t.integer('price');
    t.string('product_link', 2048);
    t.boolean('featured').notNullable().defaultTo(false);
    t.integer('category_id').references('categories.id').onDelete('SET NULL');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['category_id', 'created_at']);
    t.check('?? between 1 and 5', ['rating'], 'reviews_rating_check');
  });
  await knex.schema.createTable('review_votes', (t) => {
    t.increments('id').primary();
    t.integer('review_id').notNullable().references('reviews.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('is_helpful').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['review_id', 'user_id']);
  });
  await knex.schema.createTable('deals', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('image', 2048);
    t.integer('original_price').notNullable();
    t.integer('discounted_price').notNullable();
    t.integer('discount_percentage').notNullable().defaultTo(0);
    t.string('link', 2048);
    t.string('retailer', 200);
    t.string('coupon_code', 100);
    t.text('terms_conditions');
    t.boolean('featured').notNullable().defaultTo(false);
    t.integer('category_id').references('categories.id').onDelete('SET NULL');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['discount_percentage']);
    t.index(['category_id', 'created_at']);
    t.check('?? >= 0', ['original_price'], 'deals_original_price_check');
    t.check('?? >= 0', ['discounted_price'], 'deals_discounted_price_check');
    t.check('?? between 0 and 100', ['discount_percentage'], 'deals_discount_check');
  });
  await knex.schema.createTable('comments', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.string('content_type', 16).notNullable().checkIn(['blog', 'product', 'review'], 'comments_content_type_check');
    t.integer('content_id').notNullable();
    t.integer('parent_id').references('comments.id').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('pending').checkIn(['pending', 'approved', 'rejected'], 'comments_status_check');
    t.boolean('is_read').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['content_type', 'content_id', 'status', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['comments', 'deals', 'review_votes', 'reviews', 'blogs', 'blog_categories']) {
    await knex.schema.dropTable(table);
  }
}
