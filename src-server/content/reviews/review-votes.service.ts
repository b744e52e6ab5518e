import type { Knex } from 'knex';
import type { ReviewVoteSummary } from '../../../src-shared/types';
import { nowIso } from '../../db/time';
import { notFound } from '../../http/http-error';

/**
 * Helpful / Not Helpful counts (and the viewer's own vote) as columns of a review query, so
 * lists need no query per review. review_votes(review_id, user_id) is unique, which indexes review_id.
 */
export function voteColumns(db: Knex, alias: string, viewerId: number | undefined): Knex.Raw[] {
  return [
    db.raw(`(select coalesce(sum(case when v.is_helpful then 1 else 0 end), 0) from review_votes v where v.review_id = ${alias}.id) as helpful_count`),
    db.raw(`(select coalesce(sum(case when v.is_helpful then 0 else 1 end), 0) from review_votes v where v.review_id = ${alias}.id) as not_helpful_count`),
    db.raw(
      `(select case when v.is_helpful then 'helpful' else 'not_helpful' end from review_votes v where v.review_id = ${alias}.id and v.user_id = ?) as my_vote`,
      [viewerId ?? 0],
    ),
  ];
}

async function summary(db: Knex, reviewId: number, userId: number): Promise<ReviewVoteSummary> {
  const row = await db('reviews as r')
    .where('r.id', reviewId)
    .select(...voteColumns(db, 'r', userId))
    .first();
  return {
    helpful_count: Number(row?.helpful_count ?? 0),
    not_helpful_count: Number(row?.not_helpful_count ?? 0),
    my_vote: row?.my_vote ?? null,
  };
}

/** Votes are for published reviews: a draft answers like a review that does not exist. */
async function assertReviewExists(db: Knex, reviewId: number): Promise<void> {
  const found = await db('reviews').where({ id: reviewId, status: 'published' }).first('id');
  if (!found) throw notFound('Review not found');
}

/** One vote per member per review: voting again replaces the earlier vote rather than adding one. */
export async function voteOnReview(db: Knex, reviewId: number, userId: number, isHelpful: boolean): Promise<ReviewVoteSummary> {
  await assertReviewExists(db, reviewId);
  await db('review_votes')
    .insert({ review_id: reviewId, user_id: userId, is_helpful: isHelpful, created_at: nowIso() })
    .onConflict(['review_id', 'user_id'])
    .merge(['is_helpful', 'created_at']);
  return summary(db, reviewId, userId);
}

export async function removeReviewVote(db: Knex, reviewId: number, userId: number): Promise<ReviewVoteSummary> {
  await assertReviewExists(db, reviewId);
  await db('review_votes').where({ review_id: reviewId, user_id: userId }).delete();
  return summary(db, reviewId, userId);
}
