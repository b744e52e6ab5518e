import type { Knex } from 'knex';
import type { BlogCategory, BlogPost } from '../../../src-shared/types';
import type { BlogCreateInput, BlogUpdateInput } from '../../../src-shared/schemas/blog';
import { orderByRelevance, parseSearch, whereMatches, type Search } from '../../db/full-text-search';
import { nowIso, toIso } from '../../db/time';
import { whereCategory, assertCategoryExists } from '../../categories';
import { pageOf, type Paged } from '../../db/paged';
import { notFound } from '../../http/http-error';
import type { Page } from '../../http/pagination';
import { parseId } from '../../../src-shared/ids';
import { publicUserColumns, toPublicUser } from '../../auth';
import { deleteCommentsOf } from '../../comments';
import { cleanRichContent, sanitizeHtml } from '../sanitize-html';
import { insertWithSlug } from '../slugs';
import { PUBLIC_READER, statusChange, whereReadable, whereStatus, withAuthorAndCategory, type ArticleFilters, type ContentReader } from '../content-visibility';

function baseQuery(db: Knex) {
  return withAuthorAndCategory(db('blogs as b'), 'b', 'blog_categories');
}

function applyFilters(db: Knex, query: Knex.QueryBuilder, category: string | undefined, search: Search | undefined): Knex.QueryBuilder {
  whereCategory(query, 'b.category_id', category, 'blog_categories');
  return search ? whereMatches(db, query, 'blogs', 'b', search) : query;
}

// Named columns rather than b.*: PostgreSQL adds a search_vector column nobody should download.
const BLOG_COLUMNS = [
  'id',
  'slug',
  'title',
  'content',
  'excerpt',
  'image',
  'tags',
  'featured',
  'category_id',
  'author_id',
  'status',
  'created_at',
  'updated_at',
].map((column) => `b.${column}`);

const selectColumns = (query: Knex.QueryBuilder) => query.select(...BLOG_COLUMNS, 'c.name as category_name', ...publicUserColumns('a', 'author'));

/** A post as selectColumns reads it: its own columns, its category's name and its author's public columns (author_*). */
interface BlogRow extends Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'content' | 'excerpt' | 'image' | 'tags' | 'category_id' | 'category_name' | 'author_id' | 'status'
> {
  featured: boolean | number;
  created_at: unknown;
  updated_at: unknown;
  [authorColumn: string]: unknown;
}

export function toBlogPost(row: BlogRow): BlogPost {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt ?? null,
    image: row.image ?? null,
    image_url: row.image ?? null,
    featured: Boolean(row.featured),
    tags: row.tags ?? null,
    category_id: row.category_id ?? null,
    category_name: row.category_name ?? null,
    author_id: row.author_id ?? null,
    author: toPublicUser(row, 'author'),
    status: row.status,
    created_at: toIso(row.created_at) ?? '',
    updated_at: toIso(row.updated_at) ?? '',
  };
}

/** Newest first; a search puts the best matches first. Drafts only for a reader who may see them. */
export function listBlogs(db: Knex, filters: ArticleFilters, page: Page, reader: ContentReader = PUBLIC_READER): Promise<Paged<BlogPost>> {
  const search = parseSearch(filters.search);
  const filtered = applyFilters(db, whereStatus(db('blogs as b'), 'b', filters.status ?? 'published', reader), filters.category, search);
  const query = selectColumns(withAuthorAndCategory(filtered.clone(), 'b', 'blog_categories'));
  if (search) orderByRelevance(db, query, 'blogs', 'b', search);
  query.orderBy([
    { column: 'b.created_at', order: 'desc' },
    { column: 'b.id', order: 'desc' },
  ]);
  return pageOf(query, page, toBlogPost, 'b.id', filtered);
}

/** A post by id ('12') or slug; the body is sanitised again on the way out, whatever wrote it. A draft is a 404 to those who may not see it. */
export async function getBlog(db: Knex, idOrSlug: string, reader: ContentReader = PUBLIC_READER): Promise<BlogPost> {
  const id = parseId(idOrSlug);
  const row = await whereReadable(selectColumns(baseQuery(db)), 'b', reader)
    .where(id ? { 'b.id': id } : { 'b.slug': idOrSlug })
    .first();
  if (!row) throw notFound('Blog post not found');
  const post = toBlogPost(row);
  return { ...post, content: sanitizeHtml(post.content) };
}

export function getBlogById(db: Knex, id: number, reader: ContentReader = PUBLIC_READER): Promise<BlogPost> {
  return getBlog(db, String(id), reader);
}

/** What the authoring routes read and write: every post, drafts included. */
const EDITOR: ContentReader = { canSeeDrafts: true };

export async function listBlogCategories(db: Knex): Promise<BlogCategory[]> {
  const rows = await db('blog_categories').select('id', 'name', 'slug').orderBy('name');
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), slug: String(row.slug) }));
}

const assertCategory = (db: Knex, categoryId: number | null | undefined) => assertCategoryExists(db, categoryId, { table: 'blog_categories' });

export async function createBlog(db: Knex, input: BlogCreateInput, authorId: number): Promise<BlogPost> {
  await assertCategory(db, input.category_id);
  const content = cleanRichContent(input.content, 'Please fill in all required fields');
  const now = nowIso();
  const id = await insertWithSlug(db, 'blogs', input.title, 'post', {
    title: input.title,
    content,
    excerpt: input.excerpt ?? null,
    image: input.image ?? null,
    tags: input.tags ?? null,
    featured: input.featured ?? false,
    category_id: input.category_id ?? null,
    author_id: authorId,
    status: input.status ?? 'published',
    created_at: now,
    updated_at: now,
  });
  return getBlogById(db, id, EDITOR);
}

/** Updates the fields sent. The slug stays as it was, so links already shared keep working. */
export async function updateBlog(db: Knex, id: number, input: BlogUpdateInput): Promise<BlogPost> {
  const existing = await getBlogById(db, id, EDITOR);
  await assertCategory(db, input.category_id);
  const changes: Record<string, unknown> = statusChange(existing.status, input.status);
  for (const field of ['title', 'excerpt', 'image', 'tags', 'featured', 'category_id'] as const) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  if (input.content !== undefined) changes['content'] = cleanRichContent(input.content, 'Content is required');
  await db('blogs')
    .where({ id: existing.id })
    .update({ ...changes, updated_at: nowIso() });
  return getBlogById(db, existing.id, EDITOR);
}

export async function deleteBlog(db: Knex, id: number): Promise<void> {
  const existing = await getBlogById(db, id, EDITOR);
  await db.transaction(async (trx) => {
    await deleteCommentsOf(trx, 'blog', existing.id);
    await trx('blogs').where({ id: existing.id }).delete();
  });
}
