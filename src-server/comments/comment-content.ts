import type { Knex } from 'knex';
import type { CommentContentType } from '../../src-shared/types';
import { CONTENT_KINDS, publicPathOf } from '../content-kinds';

/** The columns withCommentContent adds to a comments row. */
export interface CommentContentColumns {
  content_type: CommentContentType;
  content_id: number;
  blog_title: string | null;
  blog_slug: string | null;
  review_title: string | null;
  review_slug: string | null;
  product_name: string | null;
}

/**
 * Joins what each comment (alias `c`) is about: its post, review or listing, one LEFT JOIN per
 * type, so a page of comments names its content in the same query.
 */
export function withCommentContent(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .leftJoin('blogs as cb', (join) => join.on('cb.id', 'c.content_id').andOnVal('c.content_type', 'blog'))
    .leftJoin('reviews as cr', (join) => join.on('cr.id', 'c.content_id').andOnVal('c.content_type', 'review'))
    .leftJoin('products as cp', (join) => join.on('cp.id', 'c.content_id').andOnVal('c.content_type', 'product'))
    .select('cb.title as blog_title', 'cb.slug as blog_slug', 'cr.title as review_title', 'cr.slug as review_slug', 'cp.name as product_name');
}

/** The title of a comment's content and the page that shows it; nulls when the content is gone. */
export function commentContentOf(row: CommentContentColumns): { title: string | null; link: string | null } {
  switch (row.content_type) {
    case 'blog':
      return row.blog_slug
        ? { title: row.blog_title, link: publicPathOf(CONTENT_KINDS.posts, { id: row.content_id, slug: row.blog_slug }) }
        : { title: null, link: null };
    case 'review':
      return row.review_slug
        ? { title: row.review_title, link: publicPathOf(CONTENT_KINDS.reviews, { id: row.content_id, slug: row.review_slug }) }
        : { title: null, link: null };
    case 'product':
      return row.product_name !== null
        ? { title: row.product_name, link: publicPathOf(CONTENT_KINDS.listings, { id: row.content_id }) }
        : { title: null, link: null };
  }
}
