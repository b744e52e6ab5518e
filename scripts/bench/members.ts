import { readFileSync, writeFileSync } from 'node:fs';

/** Signs members in through the real login route and keeps the cookies the bench sends as them. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (response.status !== 200 || !cookie) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return cookie;
}

export interface Sender {
  cookie: string;
  conversationId: number;
  /** an active listing of theirs, for the live mix's price changes */
  listingId?: number;
  windowStart: number;
  sent: number;
}

/**
 * Members who send messages, each kept under the per-member send limit: a member sends at most
 * `limit` messages in one window and rests until that window (plus a second of slack) has passed.
 * When every member is resting, the request still goes out and its 429 is counted, never hidden.
 */
export function senderRotation(senders: Sender[], limit: number, windowMs: number) {
  let cursor = 0;
  return (): Sender => {
    const now = Date.now();
    for (let tries = 0; tries < senders.length; tries += 1) {
      const sender = senders[cursor]!;
      cursor = (cursor + 1) % senders.length;
      if (now - sender.windowStart > windowMs + 1_000) {
        sender.windowStart = now;
        sender.sent = 0;
      }
      if (sender.sent < limit) {
        sender.sent += 1;
        return sender;
      }
    }
    return senders[cursor]!;
  };
}

export async function signInAll(baseUrl: string, accounts: { email: string; password: string }[], parallel = 4): Promise<string[]> {
  const cookies: string[] = new Array(accounts.length);
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const index = next++;
      cookies[index] = await signIn(baseUrl, accounts[index]!.email, accounts[index]!.password);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return cookies;
}

async function stillSignedIn(baseUrl: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status === 200;
}

/**
 * Cookies of earlier runs are kept beside the bench database (sessions live in it), so a run signs
 * its members in only once per database; a cookie that no longer works means signing everyone in again.
 */
export async function cachedSignIns(baseUrl: string, accounts: { email: string; password: string }[], cacheFile: string, key: string): Promise<string[]> {
  let cached: Record<string, string> = {};
  try {
    const stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key: string; cookies: Record<string, string> };
    if (stored.key === key) cached = stored.cookies;
  } catch {
    // no cache yet
  }
  const cookies = accounts.map((account) => cached[account.email]);
  const complete = cookies.every((cookie): cookie is string => cookie !== undefined);
  if (complete && accounts.length > 0 && (await stillSignedIn(baseUrl, cookies[0]!)) && (await stillSignedIn(baseUrl, cookies[cookies.length - 1]!))) {
    return cookies;
  }
  const fresh = await signInAll(baseUrl, accounts);
  writeFileSync(cacheFile, JSON.stringify({ key, cookies: { ...cached, ...Object.fromEntries(accounts.map((account, i) => [account.email, fresh[i]!])) } }));
  return fresh;
}
