import type { Knex } from 'knex';
import { migrationSource } from '../../database/migrations/index';
import { createDb } from './knex';

/** A row of sqlite_master: a table, index, trigger or view. */
export interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** SQLite's own bookkeeping (sqlite_sequence, sqlite_stat1, autoindexes) is never ours to judge. */
export const SCHEMA_QUERY = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name";

export async function schemaObjectsOf(db: Knex): Promise<SchemaObject[]> {
  return (await db.raw(SCHEMA_QUERY)) as SchemaObject[];
}

const normalised = (sql: string | null) => (sql ?? '').replace(/\s+/g, ' ').trim();
const keyOf = (object: SchemaObject) => `${object.type} ${object.name}`;

/** The schema Nestly's migrations build, up to the given ones, in a fresh in-memory database. */
async function migratedSchema(applied: string[]): Promise<SchemaObject[]> {
  const db = createDb(':memory:');
  try {
    const names = [...applied].sort();
    const source: Knex.MigrationSource<string> = {
      getMigrations: async () => names,
      getMigrationName: (name) => name,
      getMigration: (name) => migrationSource.getMigration(name),
    };
    await db.migrate.latest({ migrationSource: source });
    return await schemaObjectsOf(db);
  } finally {
    await db.destroy();
  }
}

function describe(object: SchemaObject, changed: boolean): string {
  const on = object.type === 'index' || object.type === 'trigger' ? ` on ${object.tbl_name}` : '';
  return `${object.type} ${object.name}${on}${changed ? ' (changed from what the migrations create)' : ''}`;
}

/**
 * What a database's schema holds that the migrations it has applied would not have created: an
 * added trigger (one that makes every new member an admin), view, index or table, or one whose
 * definition was changed. Compared object by object, definitions included, with a freshly
 * migrated database. Empty when the schema is exactly Nestly's.
 */
export async function foreignSchemaObjects(actual: SchemaObject[], applied: string[]): Promise<string[]> {
  const expected = new Map((await migratedSchema(applied)).map((object) => [keyOf(object), object]));
  const found: string[] = [];
  for (const object of actual) {
    const own = expected.get(keyOf(object));
    if (!own) found.push(describe(object, false));
    else if (normalised(own.sql) !== normalised(object.sql) || own.tbl_name !== object.tbl_name) found.push(describe(object, true));
  }
  return found;
}

/** The sentence a refusal starts with: what was found, at most a few of them named. */
export function foreignSchemaMessage(what: string, found: string[]): string {
  const named = found.slice(0, 5).join(', ');
  const more = found.length > 5 ? ` and ${found.length - 5} more` : '';
  return `${what} holds schema objects that Nestly's migrations do not create: ${named}${more}`;
}
