import type { Knex } from 'knex';

/** What copy-to needs to know of a migrated PostgreSQL database's tables. */
export interface TableShape {
  name: string;
  /** columns a row is written with (generated columns such as search_vector fill themselves) */
  columns: { name: string; type: string }[];
  /** the sequence behind its serial id, if it has one */
  sequence: string | null;
}

// the migrations' own tables, and the running processes' passing state (rate-limit counters, large
// live events), which belongs to no community and is never copied; and counts that triggers keep
// of the copied rows (product_counts: each listing copied counts itself)
const BOOKKEEPING = ['knex_migrations', 'knex_migrations_lock', 'rate_limits', 'live_events', 'product_counts'];

/** The application's tables, each after every table it references (its own self-references aside). */
export async function tablesInDependencyOrder(db: Knex): Promise<TableShape[]> {
  const columns: { table_name: string; column_name: string; data_type: string; is_generated: string; seq: string | null }[] = (
    await db.raw(`
    SELECT c.table_name, c.column_name, c.data_type, c.is_generated,
           pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS seq
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`)
  ).rows;
  const references: { child: string; parent: string }[] = (
    await db.raw(`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`)
  ).rows;

  const tables = new Map<string, TableShape>();
  for (const column of columns) {
    if (BOOKKEEPING.includes(column.table_name)) continue;
    const table = tables.get(column.table_name) ?? { name: column.table_name, columns: [], sequence: null };
    if (column.is_generated === 'NEVER') table.columns.push({ name: column.column_name, type: column.data_type });
    table.sequence ??= column.seq;
    tables.set(column.table_name, table);
  }

  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`Tables reference each other in a cycle: ${[...path, name].join(' → ')}`);
    for (const { parent } of references.filter((reference) => reference.child === name && reference.parent !== name)) {
      place(parent, [...path, name]);
    }
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) place(name, []);
  return ordered;
}
