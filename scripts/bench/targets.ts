import { SEARCH_WORDS } from './corpus';
import type { Target } from './load';
import type { Sender } from './members';

/** The rows of the table, in order; `key` names a row on the command line of bench:profile. */
export interface Fixtures {
  productId: number;
  blogSlug: string;
  readerCookie: string;
  nextSender: () => Sender;
}

/** A signed-in member's home page: rendered for them on every request. */
export const MEMBER_PAGE = 'signed in: GET / (page HTML)';

export const BARE_TARGET: Target = { key: 'bare', name: 'bare Express 5 route', path: '/bare' };

/** A listing and a post that exist: the first of each list. */
export async function findFixtures(url: string): Promise<{ productId: number; blogSlug: string }> {
  const [product] = (await (await fetch(`${url}/api/products`)).json()) as { id: number }[];
  const [blog] = (await (await fetch(`${url}/api/blogs`)).json()) as { slug: string }[];
  if (!product || !blog) throw new Error('the bench database has no listings or posts');
  return { productId: product.id, blogSlug: blog.slug };
}

export function benchTargets(url: string, fixtures: Fixtures): Target[] {
  const signedIn = { cookie: fixtures.readerCookie };
  return [
    { key: 'products', name: 'GET /api/products (first page)', path: '/api/products' },
    { key: 'search-common', name: `GET /api/products?search=${SEARCH_WORDS.common}`, path: `/api/products?search=${SEARCH_WORDS.common}` },
    { key: 'search-phrase', name: `GET /api/products?search=${SEARCH_WORDS.phrase}`, path: `/api/products?search=${encodeURIComponent(SEARCH_WORDS.phrase)}` },
    { key: 'search-none', name: `GET /api/products?search=${SEARCH_WORDS.absent} (no match)`, path: `/api/products?search=${SEARCH_WORDS.absent}` },
    { key: 'product', name: 'GET /api/products/{id}', path: `/api/products/${fixtures.productId}` },
    { key: 'blogs', name: 'GET /api/blogs', path: '/api/blogs' },
    { key: 'blog', name: 'GET /api/blogs/{slug}', path: `/api/blogs/${fixtures.blogSlug}` },
    { key: 'page', name: 'GET / (page HTML)', path: '/' },
    { key: 'member-products', name: 'signed in: GET /api/products', path: '/api/products', headers: signedIn },
    // a member's page is rendered for them on every request: what a signed-in full page load costs
    { key: 'member-page', name: MEMBER_PAGE, path: '/', headers: signedIn },
    { key: 'member-user', name: 'signed in: GET /api/auth/user', path: '/api/auth/user', headers: signedIn },
    { key: 'member-conversations', name: 'signed in: GET /api/conversations', path: '/api/conversations', headers: signedIn },
    {
      key: 'member-send',
      name: 'signed in: POST /api/conversations/{id}/messages',
      path: '/api/conversations/0/messages',
      method: 'POST',
      next: () => {
        const sender = fixtures.nextSender();
        return {
          path: `/api/conversations/${sender.conversationId}/messages`,
          headers: { cookie: sender.cookie, origin: url, 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'Hi! Is this still available? I could pick it up on Saturday morning.' }),
        };
      },
    },
  ];
}

/** Every target answers 2xx once before it is measured, so a broken row fails loudly rather than timing errors. */
export async function checkTarget(url: string, target: Target): Promise<number | undefined> {
  const request = target.next ? target.next() : { path: target.path, headers: target.headers ?? {}, body: undefined };
  const response = await fetch(`${url}${request.path}`, { method: target.method ?? 'GET', headers: request.headers, body: request.body });
  await response.arrayBuffer();
  if (response.status < 200 || response.status > 299) throw new Error(`${target.name} answered ${response.status}`);
  const total = response.headers.get('x-total-count');
  return total === null ? undefined : Number(total);
}
