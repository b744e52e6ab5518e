import type { Knex } from 'knex';
import { hashPassword } from '../../src-server/auth/passwords';
import { openPendingCommentItems } from '../../src-server/moderation-state/items';
import type { PhotoFiles } from '../../src-server/uploads/photo-files';
import { createLocalFiles } from '../../src-server/uploads/stores/local-files';
import { installDemoPhotos } from './demo-photos';
import { insertBlogs, insertComments, insertDeals, insertReviews } from './demo-seed-content';
import { insertCategories, insertConversations, insertFavorites, insertListings, insertUsers } from './demo-seed-marketplace';
import { DEMO_ACCOUNTS, DEMO_PROFILES, type DemoAccount } from './demo-users';

export { DEMO_ACCOUNTS } from './demo-users';
export type { DemoAccount } from './demo-users';

/** Where the demo photos are copied: the folder served at /uploads, or the configured photo store (a bucket). */
export type SeedDemoOptions = ({ uploadsDir: string } | { photoFiles: PhotoFiles }) & {
  /** Where the committed demo photos live; defaults to database/seeds/photos. */
  photosDir?: string;
};

async function hasUsers(db: Knex | Knex.Transaction): Promise<boolean> {
  const row = await db('users').first('id');
  return row !== undefined;
}

/**
 * Fills an empty database with demo accounts, listings, articles, reviews, deals, comments and
 * conversations. Does nothing when any user exists, so it is safe to call on every start.
 */
export async function seedDemo(db: Knex, opts: SeedDemoOptions): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };

  const files = 'photoFiles' in opts ? opts.photoFiles : createLocalFiles(opts.uploadsDir);
  const thumbs = await installDemoPhotos(files, opts.photosDir);
  const hashes = await Promise.all(DEMO_PROFILES.map((profile) => hashPassword(profile.password)));
  const now = Date.now();

  const seeded = await db.transaction(async (trx) => {
    if (await hasUsers(trx)) return false;
    const users = await insertUsers(trx, hashes, now);
    const categories = await insertCategories(trx);
    const listings = await insertListings(trx, users, categories, thumbs, now);
    await insertFavorites(trx, users, listings, now);
    await insertConversations(trx, users, listings, now);
    const blogs = await insertBlogs(trx, users, now);
    const reviews = await insertReviews(trx, users, categories, now);
    await insertDeals(trx, users, categories, now);
    await insertComments(trx, users, blogs, reviews, now);
    // the comments waiting for approval are in the moderation queue, as if members had just posted them
    await openPendingCommentItems(trx);
    return true;
  });
  return { seeded };
}

/** The demo accounts this database holds (none once they are removed, or when it never had them). */
export async function demoAccountsIn(db: Knex): Promise<DemoAccount[]> {
  const rows: Array<{ email: string }> = await db('users')
    .whereIn(
      'email',
      DEMO_ACCOUNTS.map((account) => account.email),
    )
    .select('email');
  const present = new Set(rows.map((row) => row.email));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.email));
}
