import type { Knex } from 'knex';
import { MAX_SAVED_SEARCHES, type SavedSearchInput, type SearchFilters } from '../../src-shared/schemas/saved-search';
import type { SavedSearch } from '../../src-shared/types';
import { nowIso, toIso } from '../db/time';
import { badRequest, notFound } from '../http/http-error';
import type { Viewer } from '../auth';
import { stemsOf } from './search-stems';
import { whereSlugOrId } from '../categories';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

interface SavedSearchRow {
  id: number;
  user_id: number;
  name: string;
  filters: string;
  new_count: number;
  created_at: unknown;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: Number(row.id),
    name: row.name,
    filters: JSON.parse(row.filters) as SearchFilters,
    new_count: Number(row.new_count),
    created_at: toIso(row.created_at) ?? '',
  };
}

/** Only what narrows a search is kept: empty text is no filter. */
function cleanFilters(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as SearchFilters;
}

/** The category of a search (a slug or an id, as GET /api/products takes it) as its id; 400 when there is none such. */
async function categoryIdOf(db: Knex, category: string | undefined): Promise<number | null> {
  if (!category) return null;
  const row = await whereSlugOrId(db('categories'), category).first('id');
  if (!row) throw badRequest('No such category', { filters: 'No such category' });
  return Number(row.id);
}

export async function listSavedSearches(db: Knex, viewer: Viewer): Promise<SavedSearch[]> {
  const rows: SavedSearchRow[] = await db('saved_searches')
    .where('user_id', viewer.id)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'user_id', 'name', 'filters', 'new_count', 'created_at');
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(db: Knex, viewer: Viewer, input: SavedSearchInput): Promise<SavedSearch> {
  const filters = cleanFilters(input.filters);
  if (Object.keys(filters).filter((key) => key !== 'sort').length === 0) {
    throw badRequest('Choose a search word or a filter to save', { filters: 'Choose a search word or a filter to save' });
  }
  const [counted] = await db('saved_searches').where('user_id', viewer.id).count({ n: '*' });
  if (Number(counted?.n ?? 0) >= MAX_SAVED_SEARCHES) throw badRequest(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`);
  const [row] = await db('saved_searches')
    .insert({
      user_id: viewer.id,
      name: input.name,
      filters: JSON.stringify(filters),
      stems: stemsOf(filters.search).join(' ').slice(0, 400),
      lead_stem: (stemsOf(filters.search)[0] ?? '').slice(0, 100),
      category_id: await categoryIdOf(db, filters.category),
      condition: filters.condition ?? null,
      min_price: filters.min_price ?? null,
      max_price: filters.max_price ?? null,
      new_count: 0,
      created_at: nowIso(),
    })
    .returning(['id', 'user_id', 'name', 'filters', 'new_count', 'created_at']);
  return toSavedSearch(row as SavedSearchRow);
}

/** Someone else's saved search answers exactly like one that does not exist. */
export async function deleteSavedSearch(db: Knex, viewer: Viewer, id: number): Promise<void> {
  const deleted = await db('saved_searches').where({ id, user_id: viewer.id }).delete();
  if (deleted === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
}

/** The member has looked at what is new for this search: its count starts again. */
export async function markSavedSearchSeen(db: Knex, viewer: Viewer, id: number): Promise<void> {
  const updated = await db('saved_searches').where({ id, user_id: viewer.id }).update({ new_count: 0 });
  if (updated === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
}
