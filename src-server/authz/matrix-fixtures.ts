import type { Knex } from 'knex';
import { nowIso } from '../db/time';
import { buildCategory, buildProduct } from '../marketplace/test/factories';
import { buildConversation } from '../messaging/test/messaging-factories';
import { openPendingCommentItem } from '../moderation-state/items';
import { buildBlog, buildComment, buildDeal, buildReview } from '../test/content-factories';
import { buildAdmin, buildUser, type BuiltUser } from '../test/factories';

/** What one call of a matrix row needs, built afresh for each caller. */
export interface MatrixCall {
  /** values of the path's :params */
  params?: Record<string, string | number>;
  body?: object;
  /** sent as a multipart form with one photo in this field */
  photoField?: string;
  /** the member the thing belongs to: the matrix's 'owner' caller */
  owner?: BuiltUser;
  /** a live event stream: only the status is read, then it is closed */
  isStream?: boolean;
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;
const PASSWORD = 'password123';

async function reportedListing(db: Knex) {
  const seller = await buildUser(db);
  const listing = await buildProduct(db, { seller_id: seller.id });
  return { seller, listing };
}

const FIXTURES = {
  nothing: async () => ({}),
  consoleWithAdmin: async (db) => {
    await buildAdmin(db);
    return { body: { email: `owner-${unique()}@example.com`, password: 'sleepless1' } };
  },
  registration: async () => ({ body: { email: `new-${unique()}@example.com`, password: 'sleepless1' } }),
  credentials: async (db) => {
    const user = await buildUser(db);
    return { body: { email: user.email, password: user.password } };
  },
  passwordChange: async () => ({ body: { currentPassword: PASSWORD, newPassword: 'a-new-secret-9' } }),
  forgotPassword: async () => ({ body: { email: 'nobody@example.com' } }),
  contentPreview: async () => ({ body: { html: '<p>Hello</p>' } }),
  profile: async (db) => {
    const owner = await buildUser(db);
    return { owner, params: { id: owner.id }, body: { bio: 'Mum of two in Leeds' } };
  },
  account: async (db) => {
    const owner = await buildUser(db);
    return { owner, params: { id: owner.id }, body: { password: PASSWORD } };
  },
  blog: async (db) => {
    const blog = await buildBlog(db);
    return { params: { id: Number(blog['id']), idOrSlug: String(blog['slug']) }, body: { title: 'Retitled post' } };
  },
  newBlog: async () => ({ body: { title: 'Sleep in the first year', content: '<p>What helped us.</p>' } }),
  review: async (db) => {
    const review = await buildReview(db);
    return { params: { id: Number(review['id']), idOrSlug: String(review['slug']) }, body: { title: 'Retitled review', is_helpful: true } };
  },
  newReview: async () => ({ body: { title: 'A stroller that folds', product_name: 'Glide', rating: 4, content: '<p>Folds with one hand.</p>' } }),
  deal: async (db) => ({ params: { id: Number((await buildDeal(db))['id']) }, body: { title: 'Retitled deal' } }),
  newDeal: async () => ({ body: { title: 'Car seat sale', description: 'A fifth off', original_price: 20000, discounted_price: 16000 } }),
  blogComments: async (db) => {
    const blog = await buildBlog(db);
    await buildComment(db, { content_id: blog['id'] });
    return { params: { contentType: 'blog', contentId: Number(blog['id']) }, body: { content: 'Thank you', content_type: 'blog', content_id: blog['id'] } };
  },
  eventStream: async () => ({ isStream: true }),
  recipient: async (db) => ({ body: { recipient_id: (await buildUser(db)).id } }),
  conversation: async (db) => {
    const {
      id,
      members: [owner],
    } = await buildConversation(db);
    return { owner, params: { id }, body: { content: 'Is it still available?' } };
  },
  category: async (db) => ({ params: { category: (await buildCategory(db)).slug } }),
  someoneElsesListing: async (db) => {
    const listing = await buildProduct(db);
    return { params: { id: listing.id, productId: listing.id }, body: { product_id: listing.id } };
  },
  listing: async (db) => {
    const owner = await buildUser(db);
    const listing = await buildProduct(db, { seller_id: owner.id });
    return { owner, params: { id: listing.id }, body: { name: 'Renamed crib' } };
  },
  newListing: async (db) => ({
    body: {
      name: 'Wooden crib',
      description: 'Solid beech, converts to a bed.',
      price: 12000,
      category_id: (await buildCategory(db)).id,
      condition: 'good',
      location: 'Leeds',
    },
  }),
  photo: async () => ({ photoField: 'image' }),
  newSavedSearch: async () => ({ body: { name: 'Strollers', filters: { search: 'stroller' } } }),
  savedSearch: async (db) => {
    const owner = await buildUser(db);
    const [row] = await db('saved_searches')
      .insert({
        user_id: owner.id,
        name: 'Cribs',
        filters: JSON.stringify({ search: 'crib' }),
        stems: 'crib',
        lead_stem: 'crib',
        new_count: 0,
        created_at: nowIso(),
      })
      .returning('id');
    return { owner, params: { id: Number(typeof row === 'object' ? (row as { id: number }).id : row) } };
  },
  promotion: async (db) => {
    const owner = await buildUser(db);
    return { owner, params: { userId: owner.id }, body: { role: 'admin' } };
  },
  deactivatedMember: async (db) => ({ params: { userId: (await buildUser(db, { deactivated_at: nowIso() })).id } }),
  pendingComment: async (db) => {
    const owner = await buildUser(db);
    const comment = await buildComment(db, { user_id: owner.id, content_id: (await buildBlog(db))['id'], status: 'pending' });
    await openPendingCommentItem(db, Number(comment['id']), nowIso());
    return { owner, params: { id: Number(comment['id']) }, body: { status: 'approved' } };
  },
  report: async (db) => {
    const { seller, listing } = await reportedListing(db);
    return { owner: seller, body: { targetType: 'product', targetId: listing.id, reason: 'scam' } };
  },
  queueItem: async (db) => {
    const { seller, listing } = await reportedListing(db);
    const [item] = await db('moderation_items')
      .insert({
        target_type: 'product',
        target_id: listing.id,
        kind: 'reported',
        status: 'open',
        open_key: `product:${listing.id}`,
        is_hidden: false,
        created_at: nowIso(),
      })
      .returning('id');
    return { owner: seller, params: { id: Number((item as { id: number }).id) }, body: { action: 'approve' } };
  },
  decidedQueueItem: async (db) => {
    const { seller, listing } = await reportedListing(db);
    const undo = { action: 'approve', targetStatus: 'active', wasHidden: false, deactivated: [], summary: 'kept the listing' };
    const [item] = await db('moderation_items')
      .insert({
        target_type: 'product',
        target_id: listing.id,
        kind: 'reported',
        status: 'closed',
        is_hidden: false,
        decision: 'approve',
        decided_at: nowIso(),
        undo_state: JSON.stringify(undo),
        created_at: nowIso(),
      })
      .returning('id');
    return { owner: seller, params: { id: Number((item as { id: number }).id) } };
  },
} satisfies Record<string, (db: Knex) => Promise<MatrixCall>>;

export type FixtureName = keyof typeof FIXTURES;

export function buildFixture(db: Knex, name: FixtureName): Promise<MatrixCall> {
  return (FIXTURES[name] as (db: Knex) => Promise<MatrixCall>)(db);
}

export function isFixtureName(name: string): name is FixtureName {
  return Object.hasOwn(FIXTURES, name);
}
