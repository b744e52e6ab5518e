// Steady writes from several members over HTTP: listings, conversations and messages, favourites and
// comments. Only what the server answered 2xx (and whose answer arrived whole) is recorded as written.

export interface Member {
  id: number;
  cookie: string;
}

export interface Acknowledged {
  listings: number[];
  conversations: number[];
  messages: number[];
  comments: number[];
  /** [member id, listing id] */
  favourites: Array<[number, number]>;
}

export interface LoadCounts {
  requests: number;
  /** requests the kill cut off: no answer, so no promise was made */
  cutOff: number;
  /** requests sent while the server was down (connection refused), before it was started again */
  whileDown: number;
  /** answers other than 2xx, by status (rate limits, mostly) */
  refused: Record<number, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function createWriteLoad(origin: string, categoryId: number) {
  const acknowledged: Acknowledged = { listings: [], conversations: [], messages: [], comments: [], favourites: [] };
  const counts: LoadCounts = { requests: 0, cutOff: 0, whileDown: 0, refused: {} };
  const sellerOf = new Map<number, number>();
  const conversationOf = new Map<string, number>();
  let isStopped = false;
  let sequence = 0;

  /** One write; the parsed body when the server answered 2xx, undefined otherwise. */
  async function send(member: Member | undefined, method: string, path: string, body: unknown): Promise<Record<string, unknown> | undefined> {
    counts.requests += 1;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: origin, ...(member ? { Cookie: member.cookie } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      text = await response.text();
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') counts.whileDown += 1;
      else counts.cutOff += 1;
      return undefined;
    }
    if (response.status < 200 || response.status > 299) {
      counts.refused[response.status] = (counts.refused[response.status] ?? 0) + 1;
      return undefined;
    }
    try {
      return Object.assign(JSON.parse(text) as Record<string, unknown>, { cookie: response.headers.get('set-cookie') ?? '' });
    } catch {
      counts.cutOff += 1; // an answer that did not arrive whole promised nothing
      return undefined;
    }
  }

  async function register(): Promise<Member> {
    sequence += 1;
    const email = `crash-${process.pid}-${sequence}@example.com`;
    const body = await send(undefined, 'POST', '/api/register', { email, password: 'crash-test-password', displayName: `Crash ${sequence}` });
    if (!body) throw new Error(`could not register ${email}`);
    return { id: Number(body['id']), cookie: String(body['cookie']).split(';')[0]! };
  }

  async function createListing(member: Member) {
    const body = await send(member, 'POST', '/api/products', {
      name: `Crib ${++sequence}`,
      description: 'Solid beech, converts to a toddler bed.',
      price: 12_000,
      category_id: categoryId,
      condition: 'good',
      location: 'Denver, CO',
    });
    if (!body) return;
    acknowledged.listings.push(Number(body['id']));
    sellerOf.set(Number(body['id']), member.id);
  }

  async function writeAbout(member: Member, listingId: number) {
    const sellerId = sellerOf.get(listingId)!;
    const kind = pick(['message', 'favourite', 'comment'] as const);
    if (kind === 'favourite') {
      if (await send(member, 'POST', '/api/favorites', { product_id: listingId })) acknowledged.favourites.push([member.id, listingId]);
    } else if (kind === 'comment') {
      const body = await send(member, 'POST', '/api/comments', { content: `Is it still there? ${++sequence}`, content_type: 'product', content_id: listingId });
      if (body) acknowledged.comments.push(Number(body['id']));
    } else {
      const key = `${member.id}:${sellerId}`;
      let conversationId = conversationOf.get(key);
      if (conversationId === undefined) {
        const body = await send(member, 'POST', '/api/conversations', { recipient_id: sellerId, product_id: listingId });
        if (!body) return;
        conversationId = Number(body['id']);
        conversationOf.set(key, conversationId);
        acknowledged.conversations.push(conversationId);
      }
      const sent = await send(member, 'POST', `/api/conversations/${conversationId}/messages`, { content: `Hello ${++sequence}` });
      if (sent) acknowledged.messages.push(Number(sent['id']));
    }
  }

  async function memberLoop(member: Member) {
    while (!isStopped) {
      const others = acknowledged.listings.filter((id) => sellerOf.get(id) !== member.id);
      const before = counts.cutOff + counts.whileDown;
      if (others.length === 0 || Math.random() < 0.25) await createListing(member);
      else await writeAbout(member, pick(others));
      // the server is down (killed, restarting): try again shortly rather than spin
      if (counts.cutOff + counts.whileDown > before) await sleep(100);
    }
  }

  let loops: Promise<void>[] = [];
  return {
    acknowledged,
    counts,
    register,
    start(members: Member[]) {
      loops = members.map(memberLoop);
    },
    async stop() {
      isStopped = true;
      await Promise.all(loops);
    },
  };
}
