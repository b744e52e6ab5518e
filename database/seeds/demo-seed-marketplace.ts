import type { Knex } from 'knex';
import { CONVERSATIONS } from './demo-conversations';
import { CATEGORIES, FAVORITES, LISTINGS, listingPhotoFiles } from './demo-marketplace';
import { uploadUrl } from './demo-photos';
import { DEMO_PROFILES, type DemoHandle } from './demo-users';
import { ageMs, isoAgo } from './demo-util';

export type UserIds = Record<DemoHandle, number>;

/** Inserts one row and answers its id, on SQLite and PostgreSQL alike. */
export async function insertId(trx: Knex.Transaction, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await trx(table).insert(row, ['id']);
  return Number(typeof inserted === 'object' && inserted !== null ? (inserted as { id: unknown }).id : inserted);
}

export function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown ${what} "${key}"`);
  return value;
}

export async function insertUsers(trx: Knex.Transaction, hashes: string[], now: number): Promise<UserIds> {
  const ids: Partial<UserIds> = {};
  for (const [i, profile] of DEMO_PROFILES.entries()) {
    const createdAt = isoAgo(now, { days: profile.joinedDaysAgo });
    ids[profile.handle] = await insertId(trx, 'users', {
      email: profile.email,
      password_hash: hashes[i],
      first_name: profile.firstName,
      last_name: profile.lastName,
      display_name: profile.displayName,
      profile_image_url: null,
      role: profile.role,
      location: profile.location,
      bio: profile.bio,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return ids as UserIds;
}

export async function insertCategories(trx: Knex.Transaction): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const category of CATEGORIES) {
    ids.set(category.slug, await insertId(trx, 'categories', { ...category }));
  }
  return ids;
}

export async function insertListings(
  trx: Knex.Transaction,
  users: UserIds,
  categories: Map<string, number>,
  thumbs: Map<string, string>,
  now: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const listing of LISTINGS) {
    const files = listingPhotoFiles(listing);
    const createdAt = isoAgo(now, listing.age);
    // a sold listing was last touched when it sold, a while after it was posted
    const updatedAt = listing.status === 'sold' ? new Date(now - ageMs(listing.age) / 2).toISOString() : createdAt;
    const id = await insertId(trx, 'products', {
      name: listing.name,
      description: listing.description,
      price: listing.price,
      image: uploadUrl(files[0]!),
      discount_percentage: null,
      condition: listing.condition,
      location: listing.location,
      seller_id: users[listing.seller],
      category_id: lookup(categories, listing.category, 'category'),
      status: listing.status,
      created_at: createdAt,
      updated_at: updatedAt,
    });
    for (const [position, file] of files.entries()) {
      await trx('product_images').insert({
        product_id: id,
        url: uploadUrl(file),
        thumb_url: uploadUrl(thumbs.get(file) ?? file),
        position,
      });
    }
    ids.set(listing.key, id);
  }
  return ids;
}

export async function insertFavorites(trx: Knex.Transaction, users: UserIds, listings: Map<string, number>, now: number): Promise<void> {
  for (const favorite of FAVORITES) {
    await trx('favorites').insert({
      user_id: users[favorite.user],
      product_id: lookup(listings, favorite.listing, 'listing'),
      created_at: isoAgo(now, favorite.age),
    });
  }
}

export async function insertConversations(trx: Knex.Transaction, users: UserIds, listings: Map<string, number>, now: number): Promise<void> {
  for (const conversation of CONVERSATIONS) {
    const [a, b] = conversation.between.map((handle) => users[handle]) as [number, number];
    const first = conversation.messages[0]!;
    const last = conversation.messages[conversation.messages.length - 1]!;
    const productId = conversation.listing ? lookup(listings, conversation.listing, 'listing') : null;
    const conversationId = await insertId(trx, 'conversations', {
      user1_id: Math.min(a, b),
      user2_id: Math.max(a, b),
      product_id: productId,
      created_at: isoAgo(now, first.age),
      updated_at: isoAgo(now, last.age),
    });
    for (const message of conversation.messages) {
      await trx('messages').insert({
        conversation_id: conversationId,
        sender_id: users[message.from],
        content: message.content,
        product_id: productId,
        status: message.status,
        created_at: isoAgo(now, message.age),
      });
    }
  }
}
