import type { Knex } from 'knex';

/*
 * Blog posts, reviews and deals can be drafts: seen and edited by admins only until they are
 * published. Every row written before this was public, so the column's default (which fills the
 * rows already there) is 'published'. The service layer checks the value (draft | published): a
 * CHECK constraint would make SQLite rebuild three tables that views, triggers, comments and votes
 * depend on.
 *
 * Public lists now read `status = 'published'`, so the indexes their counts were read from gain the
 * status: a count of a category's posts, or of the running deals, stays a read of one index.
 */
const TABLES = ['blogs', 'reviews', 'deals'] as const;

const INDEXES: Record<(typeof TABLES)[number], Record<string, string[]>> = {
  blogs: { blogs_by_status: ['status', 'created_at'], blogs_by_category_status: ['category_id', 'status', 'created_at'] },
  reviews: { reviews_by_status: ['status', 'created_at'], reviews_by_category_status: ['category_id', 'status', 'created_at'] },
  deals: {
    deals_by_status: ['status', 'created_at'],
    deals_by_category_status: ['category_id', 'status', 'created_at'],
    deals_by_expiry_status: ['expires_at', 'category_id', 'status'],
  },
};

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.string('status', 16).notNullable().defaultTo('published');
    });
    await knex.schema.alterTable(table, (t) => {
      for (const [name, columns] of Object.entries(INDEXES[table])) t.index(columns, name);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      for (const [name, columns] of Object.entries(INDEXES[table])) t.dropIndex(columns, name);
    });
    // a plain DROP COLUMN on both databases: knex's own would rebuild the SQLite table, which its search view reads
    await knex.raw('ALTER TABLE ?? DROP COLUMN status', [table]);
  }
}
