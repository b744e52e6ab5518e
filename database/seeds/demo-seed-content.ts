import type { Knex } from 'knex';
import { BLOG_CATEGORIES, BLOG_POSTS } from './demo-blogs';
import { COMMENTS } from './demo-comments';
import { DEALS } from './demo-deals';
import { blogPhotoFile, dealPhotoFile, reviewPhotoFile, uploadUrl } from './demo-photos';
import { REVIEW_VOTES, REVIEWS } from './demo-reviews';
import { insertId, lookup, type UserIds } from './demo-seed-marketplace';
import { discountPercentage, isoAgo, isoIn, slugify } from './demo-util';

export async function insertBlogs(trx: Knex.Transaction, users: UserIds, now: number): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  for (const category of BLOG_CATEGORIES) {
    categoryIds.set(category.slug, await insertId(trx, 'blog_categories', { ...category }));
  }
  const ids = new Map<string, number>();
  for (const [i, post] of BLOG_POSTS.entries()) {
    const createdAt = isoAgo(now, post.age);
    ids.set(
      post.key,
      await insertId(trx, 'blogs', {
        slug: slugify(post.title),
        title: post.title,
        content: post.content.trim(),
        excerpt: post.excerpt,
        image: uploadUrl(blogPhotoFile(i)),
        tags: post.tags,
        featured: post.featured,
        category_id: lookup(categoryIds, post.category, 'blog category'),
        author_id: users.admin,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
  return ids;
}

export async function insertReviews(trx: Knex.Transaction, users: UserIds, categories: Map<string, number>, now: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, review] of REVIEWS.entries()) {
    const createdAt = isoAgo(now, review.age);
    ids.set(
      review.key,
      await insertId(trx, 'reviews', {
        slug: slugify(review.title),
        title: review.title,
        content: review.content.trim(),
        product_name: review.productName,
        product_brand: review.productBrand,
        rating: review.rating,
        image: uploadUrl(reviewPhotoFile(i)),
        summary: review.summary,
        pros: review.pros,
        cons: review.cons,
        price: review.price,
        product_link: review.productLink,
        featured: review.featured,
        category_id: lookup(categories, review.category, 'category'),
        author_id: users.admin,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
  for (const vote of REVIEW_VOTES) {
    await trx('review_votes').insert({
      review_id: lookup(ids, vote.review, 'review'),
      user_id: users[vote.user],
      is_helpful: vote.helpful,
      created_at: isoAgo(now, vote.age),
    });
  }
  return ids;
}

export async function insertDeals(trx: Knex.Transaction, users: UserIds, categories: Map<string, number>, now: number): Promise<void> {
  for (const [i, deal] of DEALS.entries()) {
    const createdAt = isoAgo(now, deal.age);
    await trx('deals').insert({
      title: deal.title,
      description: deal.description,
      image: uploadUrl(dealPhotoFile(i)),
      original_price: deal.originalPrice,
      discounted_price: deal.discountedPrice,
      discount_percentage: discountPercentage(deal.originalPrice, deal.discountedPrice),
      link: deal.link,
      retailer: deal.retailer,
      coupon_code: deal.couponCode,
      terms_conditions: deal.termsConditions,
      featured: deal.featured,
      category_id: lookup(categories, deal.category, 'category'),
      author_id: users.admin,
      expires_at: deal.expiresInDays === null ? null : isoIn(now, deal.expiresInDays),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
}

export async function insertComments(
  trx: Knex.Transaction,
  users: UserIds,
  blogs: Map<string, number>,
  reviews: Map<string, number>,
  now: number,
): Promise<void> {
  const ids = new Map<string, number>();
  for (const comment of COMMENTS) {
    const createdAt = isoAgo(now, comment.age);
    const contentId = comment.contentType === 'blog' ? lookup(blogs, comment.target, 'blog') : lookup(reviews, comment.target, 'review');
    ids.set(
      comment.key,
      await insertId(trx, 'comments', {
        user_id: users[comment.user],
        content: comment.content,
        content_type: comment.contentType,
        content_id: contentId,
        parent_id: comment.replyTo ? lookup(ids, comment.replyTo, 'comment') : null,
        status: comment.status,
        is_read: comment.isRead,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
}
