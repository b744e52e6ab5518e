import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb, migrate } from '../../src-server/db/knex';
import { up } from './20261123110005_backfill_pending_comment_items';

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

describe('20261123110005_backfill_pending_comment_items', () => {
  it('opens one queue item per pending comment, dated as the comment, and none twice', async () => {
    const now = new Date().toISOString();
    const [user] = await db('users').insert({ email: 'a@example.com', password_hash: 'x', role: 'user', created_at: now, updated_at: now }).returning('id');
    const comment = (status: string, createdAt: string) => ({
      user_id: (user as { id: number }).id,
      content: 'Hi',
      content_type: 'blog',
      content_id: 1,
      status,
      created_at: createdAt,
      updated_at: createdAt,
    });
    await db('comments').insert([comment('pending', '2026-01-01T00:00:00.000Z'), comment('approved', now), comment('pending', '2026-01-02T00:00:00.000Z')]);
    await up(db);
    await up(db);
    const items = await db('moderation_items').orderBy('id').select('target_type', 'target_id', 'kind', 'status', 'open_key', 'created_at');
    expect(items).toEqual([
      { target_type: 'comment', target_id: 1, kind: 'pending_comment', status: 'open', open_key: 'comment:1', created_at: '2026-01-01T00:00:00.000Z' },
      { target_type: 'comment', target_id: 3, kind: 'pending_comment', status: 'open', open_key: 'comment:3', created_at: '2026-01-02T00:00:00.000Z' },
    ]);
  });
});
