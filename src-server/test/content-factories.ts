import type { Knex } from 'knex';
import { nowIso } from '../db/time';
import { buildAdmin, buildUser } from './factories';

let sequence = 0;
const next = () => ++sequence;

type Row = Record<string, unknown>;

async function insert(db: Knex, table: string, values: Row): Promise<Row> {
  const [row] = await db(table).insert(values).returning('*');
  return row as Row;
}

export function buildBlogCategory(db: Knex, overrides: Row = {}): Promise<Row> {
  const n = next();
  return insert(db, 'blog_categories', { name: `Topic ${n}`, slug: `topic-${n}`, ...overrides });
}

export function buildCategory(db: Knex, overrides: Row = {}): Promise<Row> {
  const n = next();
  return insert(db, 'categories', { name: `Category ${n}`, slug: `category-${n}`, ...overrides });
}

export async function buildBlog(db: Knex, overrides: Row = {}): Promise<Row> {
  const n = next();
  const now = nowIso();
  const authorId = overrides['author_id'] ?? (await buildAdmin(db)).id;
  return insert(db, 'blogs', {
    slug: `post-${n}`,
    title: `Post ${n}`,
    content: `<p>Body of post ${n}</p>`,
    author_id: authorId,
    created_at: now,
    updated_at: now,
    ...overrides,
  });
}

export async function buildReview(db: Knex, overrides: Row = {}): Promise<Row> {
  const n = next();
  const now = nowIso();
  const authorId = overrides['author_id'] ?? (await buildAdmin(db)).id;
  return insert(db, 'reviews', {
    slug: `review-${n}`,
    title: `Review ${n}`,
    content: `<p>Review body ${n}</p>`,
    product_name: `Product ${n}`,
    rating: 4,
    author_id: authorId,
    created_at: now,
    updated_at: now,
    ...overrides,
  });
}

export function buildDeal(db: Knex, overrides: Row = {}): Promise<Row> {
  const n = next();
  const now = nowIso();
  return insert(db, 'deals', {
    title: `Deal ${n}`,
    description: `Deal description ${n}`,
    original_price: 10000,
    discounted_price: 8000,
    discount_percentage: 20,
    created_at: now,
    updated_at: now,
    ...overrides,
  });
}

export async function buildComment(db: Knex, overrides: Row = {}): Promise<Row> {
  const now = nowIso();
  const userId = overrides['user_id'] ?? (await buildUser(db)).id;
  return insert(db, 'comments', {
    user_id: userId,
    content: `Comment ${next()}`,
    content_type: 'blog',
    content_id: 1,
    status: 'approved',
    created_at: now,
    updated_at: now,
    ...overrides,
  });
}
