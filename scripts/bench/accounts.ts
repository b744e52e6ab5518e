import { join } from 'node:path';
import { createDb } from '../../src-server/db/knex';
import { SEND_LIMIT_PER_MINUTE } from '../../src-server/messaging/messaging.routes';
import { activeListingsOf, BENCH_MEMBER_PASSWORD, READER_ACCOUNT, senderPairs } from './dataset';
import { cachedSignIns, senderRotation, signIn, type Sender } from './members';
import type { BenchOptions } from './options';

const SEND_WINDOW_MS = 60_000;

export interface SignedIn {
  /** the demo member whose requests the signed-in read rows make */
  readerCookie: string;
  senders: Sender[];
  nextSender: () => Sender;
  signInSeconds: number;
}

/**
 * The reader signs in afresh; the senders (every bench member who starts a conversation) keep their
 * sessions between runs. At the server's per-member limit they cover about members × limit ÷ 61 s
 * messages a second; past that the 429s show in the non-2xx column.
 */
export async function signInMembers(options: BenchOptions, url: string, datasetKey: string): Promise<SignedIn> {
  const started = performance.now();
  const readerCookie = await signIn(url, READER_ACCOUNT.email, READER_ACCOUNT.password);
  const db = createDb(options.databaseUrl);
  let pairs: Awaited<ReturnType<typeof senderPairs>>;
  let listings: Map<string, number>;
  try {
    pairs = await senderPairs(db, options.senders);
    listings = await activeListingsOf(
      db,
      pairs.map((pair) => pair.email),
    );
  } finally {
    await db.destroy();
  }
  // the demo members' conversations come first: a small BENCH_MESSAGES leaves none between bench members
  if (pairs.length === 0) throw new Error(`No conversation between bench members to send in: raise BENCH_MESSAGES (${options.messages}) to 5000 or more.`);
  const accounts = pairs.map((pair) => ({ email: pair.email, password: BENCH_MEMBER_PASSWORD }));
  const cookies = await cachedSignIns(url, accounts, join(options.dataDir, 'bench-sessions.json'), datasetKey);
  const senders = pairs.map((pair, i) => ({
    cookie: cookies[i]!,
    conversationId: pair.conversationId,
    listingId: listings.get(pair.email),
    windowStart: 0,
    sent: 0,
  }));
  return {
    readerCookie,
    senders,
    nextSender: senderRotation(senders, SEND_LIMIT_PER_MINUTE, SEND_WINDOW_MS),
    signInSeconds: (performance.now() - started) / 1000,
  };
}

export { SEND_LIMIT_PER_MINUTE };
