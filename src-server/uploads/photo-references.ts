import type { Knex } from 'knex';

/**
 * Of the given photo URLs, those no row anywhere still shows. Content-hash names mean two listings
 * (or a listing and a blog post) can share one file, so a file is removed only when nothing uses it.
 */
export async function unusedPhotoUrls(db: Knex, urls: string[]): Promise<string[]> {
  const candidates = [...new Set(urls)];
  if (candidates.length === 0) return [];
  const used = new Set<string>();
  // products.image always repeats a listing's first product_images url, so the indexed table suffices
  const lookups: Array<[table: string, column: string]> = [
    ['product_images', 'url'],
    ['blogs', 'image'],
    ['reviews', 'image'],
    ['deals', 'image'],
    ['users', 'profile_image_url'],
  ];
  for (const [table, column] of lookups) {
    const rows: Record<string, string>[] = await db(table).whereIn(column, candidates).distinct(column);
    for (const row of rows) used.add(row[column]!);
  }
  return candidates.filter((url) => !used.has(url));
}
