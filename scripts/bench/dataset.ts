import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { hashPassword } from '../../src-server/auth/passwords';
import { slugify } from '../../src-server/content/slugs';
import { createDb, isSqlite, migrate } from '../../src-server/db/knex';
import { parseSearch, whereMatches } from '../../src-server/db/full-text-search';
import { migrationSource } from '../../database/migrations/index';
import { DEMO_ACCOUNTS, seedDemo } from '../../database/seeds/demo';
import { CONDITIONS, LOCATIONS, SEARCH_WORDS, listingText, memberName, messageText, postText } from './corpus';
import { printableUrl, type BenchOptions } from './options';
import { seededRandom, type Random } from './random';

/** Bump when the generated data changes in a way the stamp's source hash would not see. */
const DATASET_VERSION = 1;
const MEMBERS = 2_000;
const MESSAGES_PER_CONVERSATION = 20;
/** the demo members (not the admin) each get this many extra conversations with bench members */
const DEMO_MEMBER_CONVERSATIONS = 30;
const DEMO_MEMBER_FAVORITES = 100;
export const BENCH_MEMBER_PASSWORD = 'bench-member-pass';
const MEMBER_EMAIL = (index: number) => `member${index}@bench.nestly.test`;
const DAY = 86_400_000;

export interface DatasetStamp {
  key: string;
  builtAt: string;
  buildSeconds: number;
  database: string;
  listings: number;
  posts: number;
  messages: number;
  members: number;
  /** listings (any status) each search word matches, counted through the full-text index */
  matches: Record<string, number>;
  /** messages above this id were sent by an earlier bench run and are removed before the next */
  lastMessageId: number;
}

/** What decides whether a stored bench database still fits: the sizes, the schema, the demo data and this generator. */
function datasetKey(options: BenchOptions): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({ DATASET_VERSION, listings: options.listings, posts: options.posts, messages: options.messages, db: printableUrl(options.databaseUrl) }),
  );
  for (const dir of ['database/migrations', 'database/seeds', 'scripts/bench']) {
    for (const file of readdirSync(join(options.root, dir))
      .filter((name) => name.endsWith('.ts'))
      .sort()) {
      if (dir === 'scripts/bench' && !['corpus.ts', 'dataset.ts', 'random.ts'].includes(file)) continue;
      hash.update(file).update(readFileSync(join(options.root, dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const stampPath = (options: BenchOptions) => join(options.dataDir, 'bench-stamp.json');

function readStamp(options: BenchOptions): DatasetStamp | undefined {
  try {
    return JSON.parse(readFileSync(stampPath(options), 'utf8')) as DatasetStamp;
  } catch {
    return undefined;
  }
}

/** Rows in chunks small enough for either database's bound-parameter limit; answers the new ids in order. */
async function insertRows(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[], wantIds = false): Promise<number[]> {
  if (rows.length === 0) return [];
  // 500 rows: SQLite caps a compound SELECT (knex's multi-row insert) at 500 terms
  const chunk = Math.max(1, Math.min(500, Math.floor(30_000 / Object.keys(rows[0]!).length)));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    if (!wantIds) {
      await trx(table).insert(part);
      continue;
    }
    const inserted: { id: number }[] = await trx(table).insert(part, ['id']);
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

const isoDaysAgo = (now: number, days: number) => new Date(now - days * DAY).toISOString();

async function demoMemberIds(db: Knex.Transaction): Promise<number[]> {
  const ids: number[] = [];
  // one after another: a transaction is one connection, and PostgreSQL's client runs one query at a time
  for (const account of DEMO_ACCOUNTS.filter((entry) => entry.role === 'user')) ids.push(await idOf(db, account.email));
  return ids;
}

async function idOf(db: Knex | Knex.Transaction, email: string): Promise<number> {
  const row = await db('users').where({ email }).first('id');
  if (!row) throw new Error(`bench data: no user ${email}`);
  return Number(row.id);
}

async function insertMembers(trx: Knex.Transaction, now: number): Promise<number[]> {
  // a cheap hash (the verifier reads the cost from it) so signing in hundreds of senders takes seconds
  const passwordHash = await hashPassword(BENCH_MEMBER_PASSWORD, { N: 1024, r: 8, p: 1 });
  const rows = Array.from({ length: MEMBERS }, (_, i) => {
    const joined = isoDaysAgo(now, 1 + (i % 700));
    return { email: MEMBER_EMAIL(i), password_hash: passwordHash, display_name: memberName(i), role: 'user', created_at: joined, updated_at: joined };
  });
  return insertRows(trx, 'users', rows, true);
}

async function insertListings(trx: Knex.Transaction, random: Random, count: number, sellers: number[], now: number): Promise<number[]> {
  const categories = (await trx('categories').select('id')).map((row: { id: number }) => Number(row.id));
  const photos: { url: string; thumb_url: string | null }[] = await trx('product_images').distinct('url', 'thumb_url');
  const ids: number[] = [];
  const BATCH = 5_000;
  for (let done = 0; done < count; done += BATCH) {
    const rows = [];
    const covers: { url: string; thumb_url: string | null }[][] = [];
    for (let i = done; i < Math.min(done + BATCH, count); i += 1) {
      const { name, description } = listingText(random);
      const createdAt = isoDaysAgo(now, random.next() * 365);
      const listingPhotos = photos.length === 0 ? [] : Array.from({ length: 1 + random.int(3) }, () => random.pick(photos));
      covers.push(listingPhotos);
      rows.push({
        name,
        description,
        price: 500 + random.int(50_000),
        image: listingPhotos[0]?.url ?? null,
        condition: random.pick(CONDITIONS),
        location: random.pick(LOCATIONS),
        seller_id: random.pick(sellers),
        category_id: random.pick(categories),
        status: random.chance(0.9) ? 'active' : random.pick(['sold', 'draft', 'archived']),
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    const batchIds = await insertRows(trx, 'products', rows, true);
    const images = batchIds.flatMap((productId, i) =>
      covers[i]!.map((photo, position) => ({ product_id: productId, url: photo.url, thumb_url: photo.thumb_url, position })),
    );
    await insertRows(trx, 'product_images', images);
    ids.push(...batchIds);
  }
  return ids;
}

async function insertPosts(trx: Knex.Transaction, random: Random, count: number, now: number): Promise<void> {
  const authorId = await idOf(trx, DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.email);
  const categories = (await trx('blog_categories').select('id')).map((row: { id: number }) => Number(row.id));
  const images = (await trx('blogs').whereNotNull('image').select('image')).map((row: { image: string }) => row.image);
  const rows = Array.from({ length: count }, (_, i) => {
    const post = postText(random, i);
    const createdAt = isoDaysAgo(now, 2 + random.next() * 3 * 365);
    return {
      slug: `${slugify(post.title)}-${i + 1}`,
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      image: images.length > 0 ? random.pick(images) : null,
      tags: post.tags,
      featured: false,
      category_id: categories.length > 0 ? random.pick(categories) : null,
      author_id: authorId,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await insertRows(trx, 'blogs', rows);
}

/** Each member's newest active listing, by email: what the live mix's sellers change the price of. */
export async function activeListingsOf(db: Knex, emails: string[]): Promise<Map<string, number>> {
  const rows: { email: string; id: number | string }[] = await db('users as u')
    .join('products as p', 'p.seller_id', 'u.id')
    .whereIn('u.email', emails)
    .andWhere('p.status', 'active')
    .groupBy('u.email')
    .select('u.email', db.raw('max(p.id) as id'));
  return new Map(rows.map((row) => [row.email, Number(row.id)]));
}

/** Conversation pairs: the demo members first (so their inboxes look lived in), then bench members among themselves. */
function conversationPairs(count: number, members: number[], demoMembers: number[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (const demo of demoMembers) {
    for (let i = 0; i < DEMO_MEMBER_CONVERSATIONS && pairs.length < count; i += 1)
      pairs.push([demo, members[members.length - 1 - (pairs.length % members.length)]!]);
  }
  for (let k = 0; pairs.length < count; k += 1) {
    // member a talks to a+1, then a+2, ...: every pair distinct while the offset stays under half the members
    const a = k % members.length;
    const offset = 1 + Math.floor(k / members.length);
    if (offset >= members.length / 2) throw new Error('bench data: too many conversations for the members');
    pairs.push([members[a]!, members[(a + offset) % members.length]!]);
  }
  return pairs;
}

async function insertConversations(
  trx: Knex.Transaction,
  random: Random,
  messageCount: number,
  members: number[],
  listings: number[],
  now: number,
): Promise<void> {
  const demoMembers = await demoMemberIds(trx);
  const pairs = conversationPairs(Math.ceil(messageCount / MESSAGES_PER_CONVERSATION), members, demoMembers);
  const starts = pairs.map(() => now - (1 + random.next() * 180) * DAY);
  const conversationIds = await insertRows(
    trx,
    'conversations',
    pairs.map(([a, b], i) => ({
      user1_id: Math.min(a, b),
      user2_id: Math.max(a, b),
      product_id: random.chance(0.8) ? random.pick(listings) : null,
      created_at: new Date(starts[i]!).toISOString(),
      updated_at: new Date(starts[i]! + (MESSAGES_PER_CONVERSATION - 1) * 3_600_000).toISOString(),
    })),
    true,
  );
  const messages = [];
  for (let m = 0; m < messageCount; m += 1) {
    const c = Math.floor(m / MESSAGES_PER_CONVERSATION);
    const step = m % MESSAGES_PER_CONVERSATION;
    const [a, b] = pairs[c]!;
    const isLast = step >= MESSAGES_PER_CONVERSATION - 2;
    messages.push({
      conversation_id: conversationIds[c]!,
      sender_id: step % 2 === 0 ? a : b,
      content: messageText(random),
      status: isLast && random.chance(0.5) ? 'unread' : 'read',
      created_at: new Date(starts[c]! + step * 3_600_000).toISOString(),
    });
  }
  await insertRows(trx, 'messages', messages);
}

async function insertFavorites(trx: Knex.Transaction, random: Random, listings: number[], now: number): Promise<void> {
  const demoMembers = await demoMemberIds(trx);
  const rows = demoMembers.flatMap((userId) => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(DEMO_MEMBER_FAVORITES, listings.length)) chosen.add(random.pick(listings));
    return [...chosen].map((productId) => ({ user_id: userId, product_id: productId, created_at: isoDaysAgo(now, random.next() * 60) }));
  });
  await insertRows(trx, 'favorites', rows);
}

/** How many listings (any status) each search word finds, through the same full-text expression the API uses. */
export async function countMatches(db: Knex): Promise<Record<string, number>> {
  const counts: Record<string, number> = { all: Number((await db('products').count({ count: '*' }).first())?.['count'] ?? 0) };
  for (const word of Object.values(SEARCH_WORDS)) {
    const row = await whereMatches(db, db('products as p'), 'products', 'p', parseSearch(word)!).count({ count: '*' }).first();
    counts[word] = Number(row?.['count'] ?? 0);
  }
  return counts;
}

async function emptyDatabase(options: BenchOptions): Promise<Knex> {
  if (!/^postgres/.test(options.databaseUrl)) {
    rmSync(options.dataDir, { recursive: true, force: true });
    mkdirSync(options.dataDir, { recursive: true });
    return createDb(options.databaseUrl);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const db = createDb(options.databaseUrl);
  // every table the migrations made goes, so the build starts from the same empty schema as SQLite
  await db.migrate.rollback({ migrationSource }, true);
  return db;
}

async function build(options: BenchOptions, key: string): Promise<DatasetStamp> {
  const started = performance.now();
  const db = await emptyDatabase(options);
  try {
    await migrate(db);
    await seedDemo(db, { uploadsDir: join(options.dataDir, 'uploads') });
    // nothing here needs to survive a power cut; the server reopens the file with its own settings
    if (isSqlite(db)) await db.raw('PRAGMA synchronous = OFF');
    const random = seededRandom(13);
    const now = Date.now();
    await db.transaction(async (trx) => {
      const members = await insertMembers(trx, now);
      const listings = await insertListings(trx, random, options.listings, members, now);
      await insertPosts(trx, random, options.posts, now);
      await insertConversations(trx, random, options.messages, members, listings, now);
      await insertFavorites(trx, random, listings, now);
    });
    if (isSqlite(db)) {
      // the triggers kept the index in step; this proves it against the table
      await db.raw("INSERT INTO products_fts(products_fts, rank) VALUES ('integrity-check', 1)");
      await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
    } else {
      // what autovacuum does on a live server soon after rows are added (since PostgreSQL 13, inserts alone start
      // it): statistics for the planner, and the visibility map, without which a count reads every row it counts
      // from the table rather than from an index (34 ms against 11 ms for the 90,000 listings on show)
      await db.raw('VACUUM ANALYZE');
    }
    const lastMessage = await db('messages').max({ id: 'id' }).first();
    const stamp: DatasetStamp = {
      key,
      builtAt: new Date().toISOString(),
      buildSeconds: Math.round((performance.now() - started) / 100) / 10,
      database: printableUrl(options.databaseUrl),
      listings: options.listings,
      posts: options.posts,
      messages: options.messages,
      members: MEMBERS,
      matches: await countMatches(db),
      lastMessageId: Number(lastMessage?.['id'] ?? 0),
    };
    writeFileSync(stampPath(options), `${JSON.stringify(stamp, null, 2)}\n`);
    return stamp;
  } finally {
    await db.destroy();
  }
}

/**
 * Brings a reused database back to its built state: no messages from earlier runs. Sessions stay,
 * so the members signed in by an earlier run need not sign in again (see cachedSignIns).
 */
async function resetRunState(options: BenchOptions, stamp: DatasetStamp): Promise<void> {
  const db = createDb(options.databaseUrl);
  try {
    await db('messages').where('id', '>', stamp.lastMessageId).del();
  } finally {
    await db.destroy();
  }
}

/** The bench database: reused when its stamp matches the sources, built afresh otherwise. */
export async function ensureDataset(options: BenchOptions, log: (line: string) => void): Promise<{ stamp: DatasetStamp; reused: boolean }> {
  const key = datasetKey(options);
  const stamp = readStamp(options);
  const stored = /^postgres/.test(options.databaseUrl) || existsSync(options.databaseUrl);
  if (stamp && stamp.key === key && stored) {
    await resetRunState(options, stamp);
    log(`Reusing the bench database (built ${stamp.builtAt} in ${stamp.buildSeconds} s; stamp ${key}).`);
    return { stamp, reused: true };
  }
  log(`Building the bench database: demo data + ${options.listings} listings, ${options.posts} posts, ${options.messages} messages...`);
  const built = await build(options, key);
  log(`Built in ${built.buildSeconds} s. Listings per search word: ${JSON.stringify(built.matches)}`);
  return { stamp: built, reused: false };
}

/** The demo member used for signed-in reads, and the bench members who send messages. */
export const READER_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.email.startsWith('emma'))!;

export async function senderPairs(db: Knex, count: number): Promise<{ email: string; conversationId: number }[]> {
  const rows: { id: number; email: string }[] = await db('conversations as c')
    .join('users as u1', 'u1.id', 'c.user1_id')
    .join('users as u2', 'u2.id', 'c.user2_id')
    .where('u1.email', 'like', 'member%@bench.nestly.test')
    .andWhere('u2.email', 'like', 'member%@bench.nestly.test')
    .orderBy('c.id')
    .select('c.id', 'u1.email');
  const seen = new Set<string>();
  const pairs = [];
  for (const row of rows) {
    if (seen.has(row.email)) continue;
    seen.add(row.email);
    pairs.push({ email: row.email, conversationId: Number(row.id) });
    if (pairs.length === count) break;
  }
  return pairs;
}
