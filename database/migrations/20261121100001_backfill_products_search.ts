import type { Knex } from 'knex';

/** Indexes the listings that existed before the search index. PostgreSQL's generated column fills itself. */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') return;
  await knex.raw("INSERT INTO products_fts(products_fts) VALUES ('rebuild')");
}

export async function down(): Promise<void> {
  // the index is dropped with its table by the previous migration's down
}
