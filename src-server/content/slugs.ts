import type { Knex } from 'knex';

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

/** A unique-constraint failure on either database (another request took the slug first). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}
