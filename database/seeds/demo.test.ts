import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { verifyPassword } from '../../src-server/auth/passwords';
import { createTestDatabase } from '../../src-server/test/test-database';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

const TABLES = [
  'users',
  'categories',
  'products',
  'product_images',
  'favorites',
  'conversations',
  'messages',
  'blog_categories',
  'blogs',
  'reviews',
  'review_votes',
  'deals',
  'comments',
];

const TIMESTAMPS: Record<string, string[]> = {
  users: ['created_at', 'updated_at'],
  products: ['created_at', 'updated_at'],
  favorites: ['created_at'],
  conversations: ['created_at', 'updated_at'],
  messages: ['created_at'],
  blogs: ['created_at', 'updated_at'],
  reviews: ['created_at', 'updated_at'],
  review_votes: ['created_at'],
  deals: ['created_at', 'updated_at', 'expires_at'],
  comments: ['created_at', 'updated_at'],
};

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function counts(db: Knex): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db(table).count<{ n: number }[]>({ n: '*' }).first();
    result[table] = Number(row?.n ?? 0);
  }
  return result;
}

describe('seedDemo', () => {
  it('fills an empty database once, with photos on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nestly-seed-'));
    const uploadsDir = join(dir, 'uploads');
    const database = await createTestDatabase();
    const { db } = database;
    try {
      expect(await seedDemo(db, { uploadsDir })).toEqual({ seeded: true });

      const before = await counts(db);
      expect(before['users']).toBeGreaterThanOrEqual(4);
      expect(before['categories']).toBe(8);
      expect(before['products']).toBeGreaterThanOrEqual(30);
      expect(before['blogs']).toBe(10);
      expect(before['reviews']).toBe(6);
      expect(before['deals']).toBe(8);
      expect(before['blog_categories']).toBe(4);
      expect(before['favorites']).toBeGreaterThan(0);
      expect(before['review_votes']).toBeGreaterThan(0);

      const admins = await db('users').where({ role: 'admin' }).select('email', 'password_hash');
      expect(admins).toHaveLength(1);
      const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
      expect(admins[0].email).toBe(admin.email);
      expect(await verifyPassword(admin.password, admins[0].password_hash)).toBe(true);

      const statuses = (await db('comments').distinct('status')).map((row) => row.status).sort();
      expect(statuses).toEqual(['approved', 'pending', 'rejected']);
      // each comment waiting for approval is in the moderation queue
      const pending = Number((await db('comments').where({ status: 'pending' }).count({ n: '*' }).first())?.['n']);
      const queued = Number((await db('moderation_items').where({ kind: 'pending_comment', status: 'open' }).count({ n: '*' }).first())?.['n']);
      expect([queued, pending > 0]).toEqual([pending, true]);

      const emma = await db('users').where({ email: 'emma@nestly.test' }).first('id');
      const unread = await db('messages as m')
        .join('conversations as c', 'c.id', 'm.conversation_id')
        .where('m.status', 'unread')
        .whereNot('m.sender_id', emma.id)
        .where((q) => q.where('c.user1_id', emma.id).orWhere('c.user2_id', emma.id))
        .count<{ n: number }[]>({ n: '*' })
        .first();
      expect(Number(unread?.n)).toBe(2);

      const conditions = (await db('products').distinct('condition')).map((row) => row.condition).sort();
      expect(conditions).toEqual(['fair', 'good', 'like_new', 'new', 'poor']);
      const percentages = (await db('deals').select('discount_percentage')).map((row) => Number(row.discount_percentage));
      for (const threshold of [10, 20, 30, 50, 70]) expect(percentages.some((p) => p >= threshold)).toBe(true);

      for (const [table, columns] of Object.entries(TIMESTAMPS)) {
        for (const row of await db(table).select(columns)) {
          for (const column of columns) {
            if (column === 'expires_at' && row[column] === null) continue;
            expect(row[column], `${table}.${column}`).toMatch(ISO_UTC);
          }
        }
      }

      const urls = [
        ...(await db('products').pluck('image')),
        ...(await db('product_images').pluck('url')),
        ...(await db('product_images').pluck('thumb_url')),
        ...(await db('blogs').pluck('image')),
        ...(await db('reviews').pluck('image')),
        ...(await db('deals').pluck('image')),
      ].filter((url): url is string => typeof url === 'string' && url.startsWith('/uploads/'));
      expect(urls.length).toBeGreaterThan(before['products']!);
      for (const url of urls) {
        expect(existsSync(join(uploadsDir, url.slice('/uploads/'.length))), url).toBe(true);
      }

      expect(await seedDemo(db, { uploadsDir })).toEqual({ seeded: false });
      expect(await counts(db)).toEqual(before);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
