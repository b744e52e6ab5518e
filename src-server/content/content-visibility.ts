import type { Knex } from 'knex';
import type { ContentStatus } from '../../src-shared/types';
import { nowIso } from '../db/time';

/*
 * Drafts of blog posts, reviews and deals are seen only by those who may edit them (admins). For
 * everyone else a draft answers exactly like content that does not exist: it is in no list,
 * search, count, sitemap or page, and its id or slug is a 404.
 */

/** Which statuses a list asks for: published (the default), draft, or all. */
export type StatusFilter = ContentStatus | 'all';

/** What the blog's and the reviews' lists filter by. */
export interface ArticleFilters {
  search?: string;
  category?: string;
  /** published unless an admin asks for drafts or all */
  status?: StatusFilter;
}

/** A query of posts or reviews (aliased `alias`) given its author (a) and category (c, from `categories`): filters read the articles alone. */
export function withAuthorAndCategory(query: Knex.QueryBuilder, alias: string, categories: string): Knex.QueryBuilder {
  return query.leftJoin('users as a', 'a.id', `${alias}.author_id`).leftJoin(`${categories} as c`, 'c.id', `${alias}.category_id`);
}

/** Who reads: only admins see drafts. */
export interface ContentReader {
  canSeeDrafts: boolean;
}

export const PUBLIC_READER: ContentReader = { canSeeDrafts: false };

export function readerOf(user: { role: string } | undefined): ContentReader {
  return { canSeeDrafts: user?.role === 'admin' };
}

/**
 * The rows of `alias` a reader may see with the status asked for. A reader who may not see drafts
 * gets published rows only: asking for drafts finds none, as if none existed.
 */
export function whereStatus(query: Knex.QueryBuilder, alias: string, status: StatusFilter, reader: ContentReader): Knex.QueryBuilder {
  if (reader.canSeeDrafts) return status === 'all' ? query : query.where(`${alias}.status`, status);
  query.where(`${alias}.status`, 'published');
  // both conditions, so drafts asked for find nothing, exactly as when there are none
  return status === 'draft' ? query.where(`${alias}.status`, 'draft') : query;
}

/** A single item: drafts only for those who may see them. */
export const whereReadable = (query: Knex.QueryBuilder, alias: string, reader: ContentReader) => whereStatus(query, alias, 'all', reader);

/**
 * The columns a status change writes. Publishing a draft makes it public now: its date (created_at,
 * which every list orders by and every page shows) becomes the moment it went out, as a newly
 * published post would be. Saving a draft, or a published item staying published, keeps the date.
 */
export function statusChange(current: ContentStatus | undefined, next: ContentStatus | undefined): Record<string, unknown> {
  if (next === undefined || next === current) return {};
  return next === 'published' ? { status: next, created_at: nowIso() } : { status: next };
}
