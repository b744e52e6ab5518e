import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../../src-server/marketplace/test/factories';
import { buildUser } from '../../src-server/test/factories';
import { createTestDatabase, type TestDatabase } from '../../src-server/test/test-database';
import { up } from './20261126200002_strip_invisible_name_characters';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe('20261126200002_strip_invisible_name_characters', () => {
  it('takes bidi controls and stray zero-width characters out of stored names and titles, and leaves the rest', async () => {
    const { db } = database;
    const spoofed = await buildUser(db, { display_name: '\u202Enimda ylteN', first_name: 'Sam\u200B', last_name: null });
    const invisible = await buildUser(db, { display_name: '\u200B\u2066', first_name: 'Ava' });
    const family = await buildUser(db, { display_name: 'Mum of 👩\u200D👧' });
    const listing = await buildProduct(db, { name: 'Wooden \u202Ecrib' });
    await up(db);
    const names = async (id: number) => db('users').where({ id }).first('display_name', 'first_name');
    expect(await names(spoofed.id)).toEqual({ display_name: 'nimda ylteN', first_name: 'Sam' });
    expect(await names(invisible.id)).toEqual({ display_name: null, first_name: 'Ava' });
    expect(await names(family.id)).toEqual({ display_name: 'Mum of 👩\u200D👧', first_name: null });
    expect((await db('products').where({ id: listing.id }).first('name')).name).toBe('Wooden crib');
  });
});
