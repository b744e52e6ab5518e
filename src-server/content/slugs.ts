import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/unique-violation';

const MAX_BASE = 200;

/** 'Tips & Tricks: Año 1!' → 'tips-and-tricks-ano-1'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/-+$/, '');
}

/**
 * A slug made from the title that no other row of the table uses: 'title', then 'title-2', ...
 * A slug is never all digits, so /blog/post/{slug-or-id} can always tell the two apart.
 */
export async function uniqueSlug(db: Knex | Knex.Transaction, table: 'blogs' | 'reviews', title: string, fallback: string): Promise<string> {
  let base = slugify(title) || fallback;
  if (/^\d+$/.test(base)) base = `${fallback}-${base}`;
  // slugify leaves only [a-z0-9-], so the LIKE pattern holds no wildcards of the visitor's
  const taken = new Set<string>(await db(table).where('slug', base).orWhere('slug', 'like', `${base}-%`).pluck('slug'));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Inserts a row under a fresh slug made from its title and returns the new id. A parallel create
 * may take the same slug between the check and the insert, so a unique violation tries again.
 */
export async function insertWithSlug(db: Knex, table: 'blogs' | 'reviews', title: string, fallback: string, row: Record<string, unknown>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [inserted] = await db(table)
        .insert({ ...row, slug: await uniqueSlug(db, table, title, fallback) })
        .returning('id');
      return Number((inserted as { id: number }).id);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
