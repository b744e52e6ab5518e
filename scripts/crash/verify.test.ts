import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../src-server/db/backup';
import { buildProduct } from '../../src-server/marketplace/test/factories';
import { buildUser } from '../../src-server/test/factories';
import { createTestDatabase, itOnSqlite, type TestDatabase } from '../../src-server/test/test-database';
import { lostWrites, sqliteIntegrity } from './verify';

// The crash test's verdict must be able to fail: a write that was acknowledged and is not there, and a
// damaged file, are both reported.
let database: TestDatabase;
let dir: string;
beforeEach(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'nestly-verify-'));
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the crash test verdict', () => {
  it('names every acknowledged write the database does not hold, and nothing else', async () => {
    const member = await buildUser(database.db);
    const listing = await buildProduct(database.db, { seller_id: member.id });
    await database.db('favorites').insert({ user_id: member.id, product_id: listing.id });
    const lost = await lostWrites(database.db, {
      listings: [listing.id, 999_001],
      conversations: [],
      messages: [999_002],
      comments: [],
      favourites: [
        [member.id, listing.id],
        [member.id, 999_001],
      ],
    });
    expect(lost).toEqual(['products 999001', 'messages 999002', `favourite of listing 999001 by member ${member.id}`]);
  });

  itOnSqlite('reports a damaged SQLite file', 'reads a SQLite file', async () => {
    const file = join(dir, 'copy.sqlite');
    await buildUser(database.db);
    await backupDatabase(database.db, file);
    expect(sqliteIntegrity(file)).toBe('ok');
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 2 * 4096);
    closeSync(fd);
    expect(sqliteIntegrity(file)).not.toBe('ok');
  });
});
