import type { Knex } from 'knex';

/*
 * PostgreSQL only: how many listings each category holds in each status, with or without a hold,
 * kept by triggers. The marketplace's lists say how many listings they hold (X-Total-Count), and
 * counting the 90,000 listings on show read them all on every first page: 5–25 ms of the database's
 * time a request. A list whose only filters are a category and the status reads these few rows
 * instead (marketplace/listing-count.ts). SQLite keeps its lists' counts in memory and needs none.
 *
 * Statement triggers over the statement's changed rows (transition tables): a batch of listings
 * added or an account's listings deleted with it updates each count once. The counts are upserted
 * in the order of their keys, so two writers never wait on each other's counts in opposite orders.
 * A count is a row of its own, locked by a writer until its transaction ends: listings added to one
 * category at the same moment are counted one after the other. The function keeps the schema path of
 * the migration, so it finds its table whatever path the writer has (a data-only pg_restore runs
 * with none; such a restore also needs --disable-triggers, as the dump holds the counts already).
 */

const CHANGES: Record<'INSERT' | 'UPDATE' | 'DELETE', string> = {
  INSERT: `SELECT category_id, status, reserved_at IS NOT NULL AS reserved, 1 AS listings FROM new_rows`,
  UPDATE: `SELECT category_id, status, reserved_at IS NOT NULL AS reserved, -1 AS listings FROM old_rows
           UNION ALL
           SELECT category_id, status, reserved_at IS NOT NULL, 1 FROM new_rows`,
  DELETE: `SELECT category_id, status, reserved_at IS NOT NULL AS reserved, -1 AS listings FROM old_rows`,
};

const upsertOf = (changes: string) => `
  INSERT INTO product_counts AS c (category_id, status, reserved, listings)
  SELECT category_id, status, reserved, sum(listings) FROM (${changes}) AS changed
  GROUP BY category_id, status, reserved
  HAVING sum(listings) <> 0
  ORDER BY coalesce(category_id, 0), status, reserved
  ON CONFLICT ((coalesce(category_id, 0)), status, reserved) DO UPDATE SET listings = c.listings + excluded.listings`;

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(`
    CREATE TABLE product_counts (
      category_id integer,
      status varchar(16) NOT NULL,
      reserved boolean NOT NULL,
      listings bigint NOT NULL
    )`);
  await knex.raw('CREATE UNIQUE INDEX product_counts_group ON product_counts ((coalesce(category_id, 0)), status, reserved)');
  await knex.raw(`
    CREATE FUNCTION product_counts_follow() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${upsertOf(CHANGES.INSERT)};
      ELSIF TG_OP = 'UPDATE' THEN ${upsertOf(CHANGES.UPDATE)};
      ELSIF TG_OP = 'DELETE' THEN ${upsertOf(CHANGES.DELETE)};
      ELSE DELETE FROM product_counts;
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER product_counts_after_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow()`);
  await knex.raw(`CREATE TRIGGER product_counts_after_update AFTER UPDATE ON products
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow()`);
  await knex.raw(`CREATE TRIGGER product_counts_after_delete AFTER DELETE ON products
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow()`);
  await knex.raw(`CREATE TRIGGER product_counts_after_truncate AFTER TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION product_counts_follow()`);
  await knex.raw(`
    INSERT INTO product_counts (category_id, status, reserved, listings)
    SELECT category_id, status, reserved_at IS NOT NULL, count(*) FROM products GROUP BY 1, 2, 3`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw('DROP TRIGGER IF EXISTS product_counts_after_truncate ON products');
  await knex.raw('DROP TRIGGER IF EXISTS product_counts_after_delete ON products');
  await knex.raw('DROP TRIGGER IF EXISTS product_counts_after_update ON products');
  await knex.raw('DROP TRIGGER IF EXISTS product_counts_after_insert ON products');
  await knex.raw('DROP FUNCTION IF EXISTS product_counts_follow()');
  await knex.raw('DROP TABLE IF EXISTS product_counts');
}
