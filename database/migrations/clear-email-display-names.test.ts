import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb, migrate } from '../../src-server/db/knex';
import { up } from './20261123100002_clear_email_display_names';

let dir: string;
let db: Knex;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nestly-migration-'));
  db = createDb(join(dir, 'test.sqlite'));
  await migrate(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('20261123100002_clear_email_display_names', () => {
  it('clears display names that are the start of the email, whatever their case, and keeps chosen ones', async () => {
    const now = new Date().toISOString();
    const user = (email: string, displayName: string | null) => ({
      email,
      display_name: displayName,
      password_hash: 'x',
      role: 'user',
      created_at: now,
      updated_at: now,
    });
    await db('users').insert([
      user('sam@example.com', 'sam'),
      user('jo.smith@example.com', ' Jo.Smith '),
      user('emma@example.com', 'Emma C.'),
      user('liam@example.com', null),
      user('olivia@example.com', 'olivia.b'),
    ]);
    await up(db);
    const names = await db('users').orderBy('id').pluck('display_name');
    expect(names).toEqual([null, null, 'Emma C.', null, 'olivia.b']);
  });
});
