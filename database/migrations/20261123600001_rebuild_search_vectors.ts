import type { Knex } from 'knex';

/*
 * PostgreSQL's search vectors read text the way SQLite's FTS5 indexes do, so the search box means the
 * same on both (src-server/db/full-text-search.ts):
 * - the original Porter stemmer, which FTS5's `porter` tokenizer implements (the `english`
 *   configuration uses Porter2 and drops stop words, which FTS5 keeps);
 * - accents removed (unaccent), as FTS5's `remove_diacritics 2`;
 * - words split at every punctuation mark, as FTS5's unicode61 does, rather than PostgreSQL's
 *   parser reading e-mail addresses, URLs, versions and "2-in-1" as single tokens;
 * - titles (and names) in weight class A, bodies in B: the ranking asks which words a title holds.
 * SQLite needs no change: its FTS5 tables already work this way.
 */

// ASCII punctuation, Latin-1 punctuation and signs, and Unicode's General Punctuation block.
const PUNCTUATION = String.raw`[!-/:-@\[-\`{-~\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u206f]+`;
// Tags and the entities src-shared's stripMarkup decodes (all of them to punctuation or a space).
const MARKUP = String.raw`<[^>]*>|&(amp|lt|gt|quot|#39|nbsp);`;

const words = (sql: string) => `regexp_replace(${sql}, '${PUNCTUATION}', ' ', 'g')`;
const text = (column: string) => words(`coalesce(${column}, '')`);
const markup = (column: string) => words(`regexp_replace(coalesce(${column}, ''), '${MARKUP}', ' ', 'g')`);
const weighted = (sql: string, weight: 'A' | 'B') => `setweight(to_tsvector('nestly_search', ${sql}), '${weight}')`;
const both = (a: string, b: string) => `${a} || ' ' || ${b}`;

interface Vector {
  table: string;
  index: string;
  /** the document: title-like columns in A, the body in B */
  sql: string;
  /** the column as 20261121100000 and 20261121200000 created it, for down() */
  previous: string;
}

const english = (sql: string, weight: string) => `setweight(to_tsvector('english', ${sql}), '${weight}')`;
const pgText = (column: string) => `coalesce(${column}, '')`;
const pgMarkup = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;

const VECTORS: Vector[] = [
  {
    table: 'products',
    index: 'products_search_vector_idx',
    sql: `${weighted(text('name'), 'A')} || ${weighted(text('description'), 'B')}`,
    previous: `${english(pgText('name'), 'A')} || ${english(pgText('description'), 'B')}`,
  },
  {
    table: 'blogs',
    index: 'blogs_search_vector_index',
    sql: `${weighted(text('title'), 'A')} || ${weighted(markup('content'), 'B')}`,
    previous: `${english(pgText('title'), 'A')} || ${english(pgMarkup('content'), 'B')}`,
  },
  {
    table: 'reviews',
    index: 'reviews_search_vector_index',
    sql: `${weighted(both(text('title'), text('product_name')), 'A')} || ${weighted(markup('content'), 'B')}`,
    previous: `${english(both(pgText('title'), pgText('product_name')), 'A')} || ${english(pgMarkup('content'), 'B')}`,
  },
  {
    table: 'deals',
    index: 'deals_search_vector_index',
    sql: `${weighted(both(text('title'), text('retailer')), 'A')} || ${weighted(text('description'), 'B')}`,
    previous: `${english(both(pgText('title'), pgText('retailer')), 'A')} || ${english(pgText('description'), 'B')}`,
  },
];

const TOKEN_TYPES = 'asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword, hword_numpart';

/** unaccent ships with PostgreSQL (contrib) and is trusted: the database's owner may install it. */
async function hasUnaccent(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw(`
    SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') AS installed,
           EXISTS (SELECT 1 FROM pg_available_extension_versions v WHERE v.name = 'unaccent'
                     AND (v.trusted OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user))
                     AND has_database_privilege(current_database(), 'CREATE')) AS installable`);
  const { installed, installable } = (rows as { installed: boolean; installable: boolean }[])[0]!;
  if (installed) return true;
  if (!installable) return false;
  await knex.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
  return true;
}

async function replaceColumn(knex: Knex, { table, index }: Vector, sql: string): Promise<void> {
  await knex.raw(`ALTER TABLE ${table} DROP COLUMN search_vector`);
  await knex.raw(`ALTER TABLE ${table} ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${sql}) STORED`);
  await knex.raw(`CREATE INDEX ${index} ON ${table} USING GIN (search_vector)`);
}

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw('CREATE TEXT SEARCH DICTIONARY nestly_porter (TEMPLATE = snowball, Language = porter)');
  await knex.raw('CREATE TEXT SEARCH CONFIGURATION nestly_search (COPY = simple)');
  // where unaccent cannot be installed, accented and plain spellings stay different words
  const dictionaries = (await hasUnaccent(knex)) ? 'unaccent, nestly_porter' : 'nestly_porter';
  await knex.raw(`ALTER TEXT SEARCH CONFIGURATION nestly_search ALTER MAPPING FOR ${TOKEN_TYPES} WITH ${dictionaries}`);
  for (const vector of VECTORS) await replaceColumn(knex, vector, vector.sql);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  for (const vector of VECTORS) await replaceColumn(knex, vector, vector.previous);
  await knex.raw('DROP TEXT SEARCH CONFIGURATION nestly_search');
  await knex.raw('DROP TEXT SEARCH DICTIONARY nestly_porter');
}
