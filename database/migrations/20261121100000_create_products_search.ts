import type { Knex } from 'knex';

/*
 * Full-text search over listing names and descriptions.
 * SQLite: an FTS5 index kept in step with `products` by triggers (porter stemming, so "strollers"
 * finds "stroller"; prefix indexes so a half-typed word still matches quickly).
 * PostgreSQL: a generated, weighted tsvector column with a GIN index.
 *
 * Note for later SQLite migrations: knex rebuilds a table to alter it, which drops its triggers;
 * a migration that alters `products` must re-create the three triggers below.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw(`
      ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'B')
      ) STORED`);
    await knex.raw('CREATE INDEX products_search_vector_idx ON products USING GIN (search_vector)');
    return;
  }
  await knex.raw(`
    CREATE VIRTUAL TABLE products_fts USING fts5(
      name, description,
      content='products', content_rowid='id',
      tokenize='porter unicode61 remove_diacritics 2',
      prefix='2 3'
    )`);
  await knex.raw(`
    CREATE TRIGGER products_fts_after_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts(rowid, name, description) VALUES (new.id, new.name, new.description);
    END`);
  await knex.raw(`
    CREATE TRIGGER products_fts_after_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
    END`);
  await knex.raw(`
    CREATE TRIGGER products_fts_after_update AFTER UPDATE OF name, description ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
      INSERT INTO products_fts(rowid, name, description) VALUES (new.id, new.name, new.description);
    END`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP INDEX IF EXISTS products_search_vector_idx');
    await knex.raw('ALTER TABLE products DROP COLUMN IF EXISTS search_vector');
    return;
  }
  await knex.raw('DROP TRIGGER IF EXISTS products_fts_after_update');
  await knex.raw('DROP TRIGGER IF EXISTS products_fts_after_delete');
  await knex.raw('DROP TRIGGER IF EXISTS products_fts_after_insert');
  await knex.raw('DROP TABLE IF EXISTS products_fts');
}
