import type { Knex } from 'knex';
import { HTML_COLUMNS, PHOTO_COLUMNS } from '../content-kinds';
import { fileNameOf, type PhotoStore } from './photo-store';

/**
 * Of the given photo URLs, those no row anywhere still shows. Content-hash names mean two listings
 * (or a listing and a blog post) can share one file, so a file is removed only when nothing uses it:
 * no photo column of any content kind holds its URL, and no HTML column shows it.
 */
export async function unusedPhotoUrls(db: Knex, urls: string[]): Promise<string[]> {
  const candidates = [...new Set(urls)];
  if (candidates.length === 0) return [];
  const used = new Set<string>();
  for (const { table, column } of PHOTO_COLUMNS) {
    const rows: Record<string, string>[] = await db(table).whereIn(column, candidates).distinct(column);
    for (const row of rows) used.add(row[column]!);
  }
  const left = candidates.filter((url) => !used.has(url));
  for (const url of await shownInHtml(db, left)) used.add(url);
  return candidates.filter((url) => !used.has(url));
}

/**
 * The stored photos among `urls` that some HTML shows: by /uploads/<name>, the site's absolute URL or
 * the bucket's public URL, all of which end in /<name>. Names are content hashes, so a match is the
 * photo; a `_` in a name matches any character, which can only keep a file, never lose one.
 */
async function shownInHtml(db: Knex, urls: string[]): Promise<Set<string>> {
  const shown = new Set<string>();
  for (const { table, column } of HTML_COLUMNS) {
    for (const url of urls) {
      const name = fileNameOf(url);
      if (!name || shown.has(url)) continue;
      const row = await db(table).where(column, 'like', `%/${name}%`).first(db.raw('1 as found'));
      if (row) shown.add(url);
    }
  }
  return shown;
}

/** Deletes the files of these photos that no row uses any more. */
export async function removeUnusedPhotos(db: Knex, store: PhotoStore, urls: string[]): Promise<void> {
  await store.remove(await unusedPhotoUrls(db, urls));
}
