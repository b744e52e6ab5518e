import type { Knex } from 'knex';
import type { BlogPost } from '../../../src-shared/types';
import { toIso } from '../../db/time';
import type { Page } from '../../http/pagination';
import { publicUserColumns, toPublicUser } from '../../users/user-row';

export interface BlogFilters {
  category?: string;
}

function baseQuery(db: Knex) {
  return db('blogs as b')
    .leftJoin('users as a', 'a.id', 'b.author_id')
    .leftJoin('blog_categories as bc', 'bc.id', 'b.category_id');
}

function applyFilters(query: Knex.QueryBuilder, filters: BlogFilters): Knex.QueryBuilder {
  if (filters.category) {
    const category = filters.category;
    query.where((q) => (/^\d+$/.test(category) ? q.where('b.category_id', Number(category)) : q.where('bc.slug', category)));
  }
  return query;
}

export function toBlogPost(row: Record<string, unknown>): BlogPost {
  const image = (row['image'] as string | null) ?? null;
  return {
    id: Number(row['id']),
    slug: String(row['slug']),
    title: String(row['title']),
    content: String(row['content']),
    excerpt: (row['excerpt'] as string | null) ?? null,
    image,
    image_url: image,
    featured: Boolean(row['featured']),
    tags: (row['tags'] as string | null) ?? null,
    category_id: (row['category_id'] as number | null) ?? null,
    category_name: (row['category_name'] as string | null) ?? null,
    author_id: (row['author_id'] as number | null) ?? null,
    author: toPublicUser(row, 'author'),
    created_at: toIso(row['created_at']) ?? '',
    updated_at: toIso(row['updated_at']) ?? '',
  };
}

export async function listBlogs(db: Knex, filters: BlogFilters, page: Page): Promise<{ items: BlogPost[]; total: number }> {
  const countRow = await applyFilters(baseQuery(db), filters).count<{ count: number }[]>({ count: 'b.id' }).first();
  const rows = await applyFilters(baseQuery(db), filters)
    .select('b.*', 'bc.name as category_name', ...publicUserColumns('a', 'author'))
    .orderBy([{ column: 'b.created_at', order: 'desc' }, { column: 'b.id', order: 'desc' }])
    .limit(page.pageSize)
    .offset(page.offset);
  return { items: rows.map(toBlogPost), total: Number(countRow?.count ?? 0) };
}
