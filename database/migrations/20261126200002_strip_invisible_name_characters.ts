import type { Knex } from 'knex';
import { withoutInvisibles } from '../../src-shared/format/invisible-text';

/**
 * Names and titles stored before the forms took bidi controls and stray zero-width characters out
 * ('\u202Enimda ylteN' showed as 'Nestly admin') lose them now, as new ones do. Only rows holding
 * one of those characters are read.
 */
const COLUMNS: Array<[table: string, column: string]> = [
  ['users', 'display_name'],
  ['users', 'first_name'],
  ['users', 'last_name'],
  ['products', 'name'],
  ['blogs', 'title'],
  ['reviews', 'title'],
  ['reviews', 'product_name'],
  ['deals', 'title'],
];

const INVISIBLES = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u180E',
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const rows: Array<{ id: number; text: string }> = await knex(table)
      .where((query) => {
        for (const char of INVISIBLES) query.orWhere(column, 'like', `%${char}%`);
      })
      .select('id', `${column} as text`);
    for (const row of rows) {
      const cleaned = withoutInvisibles(row.text).trim();
      // a name that was nothing but invisible characters becomes no name; a title keeps something to show
      if (cleaned !== row.text)
        await knex(table)
          .where({ id: row.id })
          .update({ [column]: cleaned || (table === 'users' ? null : '-') });
    }
  }
}

export async function down(): Promise<void> {
  // the characters only hid what names said: nothing to put back
}
