/**
 * The public page of each kind of content that has one: a path prefix, then the item's id or slug.
 * The server's table of content kinds (sitemap, links in notifications, the queue and comments) and
 * the renderer (the admin console's content tables) build every such path here.
 */
export const CONTENT_PAGES = {
  listings: { prefix: '/marketplace/listing', key: 'id' },
  posts: { prefix: '/blog/post', key: 'slug' },
  reviews: { prefix: '/reviews', key: 'slug' },
  deals: { prefix: '/deals', key: 'id' },
  profiles: { prefix: '/members', key: 'id' },
} as const satisfies Record<string, ContentPage>;

export interface ContentPage {
  prefix: string;
  key: 'id' | 'slug';
}

/** The fields a public path is made from. */
export interface PathRow {
  id: number | string;
  slug?: string | null;
}

/** The path of an item's public page. */
export function contentPath(page: ContentPage, row: PathRow): string {
  return `${page.prefix}/${encodeURIComponent(String(row[page.key]))}`;
}
