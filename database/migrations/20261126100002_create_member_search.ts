import type { Knex } from 'knex';

/*
 * The admin's search of members by any part of their email or names, from an index rather than a
 * read of every account; plus indexes for the admin's members table and the order of the reviews and
 * deals lists (featured first, then newest).
 * SQLite: an FTS5 trigram index kept in step with `users` by triggers (a phrase of three characters
 * or more matches anywhere inside a column, without case).
 * PostgreSQL: a pg_trgm GIN index on the same columns, lower-cased, which LIKE '%…%' uses.
 *
 * Note for later SQLite migrations: knex rebuilds a table to alter a column, which drops its
 * triggers; a migration that alters `users` that way must re-create the three triggers below.
 */
const COLUMNS = ['email', 'display_name', 'first_name', 'last_name'];
/** the text PostgreSQL indexes and matches: the columns lower-cased, one per line */
export const MEMBER_SEARCH_TEXT = `lower(${COLUMNS.map((column) => `coalesce(${column}, '')`).join(' || chr(10) || ')})`;

const values = (row: string) => COLUMNS.map((column) => `${row}.${column}`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.index(['deleted_at', 'deactivated_at', 'role', 'created_at'], 'users_admin_list'));
  await knex.schema.alterTable('reviews', (t) => t.index(['featured', 'created_at', 'id'], 'reviews_by_featured'));
  await knex.schema.alterTable('deals', (t) => {
    t.index(['featured', 'created_at', 'id'], 'deals_by_featured');
    // running deals (no end, or an end still ahead) are counted from the index
    t.index(['expires_at', 'category_id'], 'deals_by_expiry');
  });
  if (knex.client.config.client === 'pg') {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw(`CREATE INDEX users_search_trgm ON users USING GIN ((${MEMBER_SEARCH_TEXT}) gin_trgm_ops)`);
    return;
  }
  await knex.raw(`CREATE VIRTUAL TABLE users_search USING fts5(${COLUMNS.join(', ')}, content='users', content_rowid='id', tokenize='trigram')`);
  await knex.raw(`CREATE TRIGGER users_search_after_insert AFTER INSERT ON users BEGIN
      INSERT INTO users_search(rowid, ${COLUMNS.join(', ')}) VALUES (new.id, ${values('new')});
    END`);
  await knex.raw(`CREATE TRIGGER users_search_after_delete AFTER DELETE ON users BEGIN
      INSERT INTO users_search(users_search, rowid, ${COLUMNS.join(', ')}) VALUES ('delete', old.id, ${values('old')});
    END`);
  await knex.raw(`CREATE TRIGGER users_search_after_update AFTER UPDATE OF ${COLUMNS.join(', ')} ON users BEGIN
      INSERT INTO users_search(users_search, rowid, ${COLUMNS.join(', ')}) VALUES ('delete', old.id, ${values('old')});
      INSERT INTO users_search(rowid, ${COLUMNS.join(', ')}) VALUES (new.id, ${values('new')});
    END`);
  await knex.raw("INSERT INTO users_search(users_search) VALUES ('rebuild')");
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP INDEX IF EXISTS users_search_trgm');
  } else {
    for (const event of ['update', 'delete', 'insert']) await knex.raw(`DROP TRIGGER IF EXISTS users_search_after_${event}`);
    await knex.raw('DROP TABLE IF EXISTS users_search');
  }
  await knex.schema.alterTable('reviews', (t) => t.dropIndex(['featured', 'created_at', 'id'], 'reviews_by_featured'));
  await knex.schema.alterTable('deals', (t) => {
    t.dropIndex(['expires_at', 'category_id'], 'deals_by_expiry');
    t.dropIndex(['featured', 'created_at', 'id'], 'deals_by_featured');
  });
  await knex.schema.alterTable('users', (t) => t.dropIndex(['deleted_at', 'deactivated_at', 'role', 'created_at'], 'users_admin_list'));
}
