import type { Knex } from 'knex';

/*
 * The words of listing titles as typed, for "Did you mean …?" when a search finds nothing.
 * SQLite: an FTS5 index of titles without stemming (the search index stems, so its vocabulary holds
 * "carri" for "carry"), kept in step by triggers, read through an fts5vocab table of its terms.
 * detail=none: only which listings hold a word is kept, so it stays small.
 * PostgreSQL: pg_trgm (shipped in Debian's postgresql package) with a trigram index on the titles,
 * whose word_similarity finds the closest word of a title; where the extension cannot be installed,
 * searches simply get no suggestion.
 *
 * Like 20261121100000's, these triggers are dropped if a later SQLite migration makes knex rebuild
 * `products`: such a migration must create them again.
 */
async function canUseTrigrams(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw(`
    SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS installed,
           EXISTS (SELECT 1 FROM pg_available_extension_versions v WHERE v.name = 'pg_trgm'
                     AND (v.trusted OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user))
                     AND has_database_privilege(current_database(), 'CREATE')) AS installable`);
  const { installed, installable } = (rows as { installed: boolean; installable: boolean }[])[0]!;
  return installed || installable;
}

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    if (!(await canUseTrigrams(knex))) return;
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw('CREATE INDEX products_name_trgm_idx ON products USING GIN (lower(name) gin_trgm_ops)');
    return;
  }
  await knex.raw(`
    CREATE VIRTUAL TABLE products_title_words USING fts5(
      name, content='products', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', detail=none
    )`);
  await knex.raw(`
    CREATE TRIGGER products_title_words_after_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_title_words(rowid, name) VALUES (new.id, new.name);
    END`);
  await knex.raw(`
    CREATE TRIGGER products_title_words_after_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_title_words(products_title_words, rowid, name) VALUES ('delete', old.id, old.name);
    END`);
  await knex.raw(`
    CREATE TRIGGER products_title_words_after_update AFTER UPDATE OF name ON products BEGIN
      INSERT INTO products_title_words(products_title_words, rowid, name) VALUES ('delete', old.id, old.name);
      INSERT INTO products_title_words(rowid, name) VALUES (new.id, new.name);
    END`);
  await knex.raw(`INSERT INTO products_title_words(products_title_words) VALUES ('rebuild')`);
  await knex.raw(`CREATE VIRTUAL TABLE products_title_vocab USING fts5vocab('products_title_words', 'row')`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP INDEX IF EXISTS products_name_trgm_idx');
    return;
  }
  await knex.raw('DROP TABLE IF EXISTS products_title_vocab');
  await knex.raw('DROP TRIGGER IF EXISTS products_title_words_after_update');
  await knex.raw('DROP TRIGGER IF EXISTS products_title_words_after_delete');
  await knex.raw('DROP TRIGGER IF EXISTS products_title_words_after_insert');
  await knex.raw('DROP TABLE IF EXISTS products_title_words');
}
