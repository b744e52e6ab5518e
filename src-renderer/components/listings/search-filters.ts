import { dollarsToCents, formatMoney } from '../../../src-shared/format/money';
import { CONDITIONS } from '../../../src-shared/format/conditions';
import type { Condition, SavedSearch } from '../../../src-shared/types';

type Filters = SavedSearch['filters'];
const SORTS = ['newest', 'price_low', 'price_high'] as const;

const cents = (text: string | null): number | undefined => {
  if (!text) return undefined;
  const value = dollarsToCents(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The marketplace address (?q=&category=&condition=&sort=&min=&max=, prices in dollars) → a saved search's filters. */
export function filtersFromAddress(params: URLSearchParams): Filters {
  const condition = params.get('condition');
  const sort = params.get('sort');
  const filters: Filters = {
    search: params.get('q')?.trim() || undefined,
    category: params.get('category') || undefined,
    condition: (CONDITIONS as readonly string[]).includes(condition ?? '') ? (condition as Condition) : undefined,
    min_price: cents(params.get('min')),
    max_price: cents(params.get('max')),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Filters['sort']) : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Filters;
}

/** A saved search's filters → the marketplace address that shows it. */
export function addressOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.min_price !== undefined) params.set('min', String(filters.min_price / 100));
  if (filters.max_price !== undefined) params.set('max', String(filters.max_price / 100));
  const query = params.toString();
  return query ? `/marketplace?${query}` : '/marketplace';
}

/** A short line saying what a saved search looks for. */
export function describeFilters(filters: Filters): string {
  const parts = [
    filters.search && `“${filters.search}”`,
    filters.category && `in ${filters.category}`,
    filters.condition && filters.condition.replace('_', ' '),
    filters.min_price !== undefined && `from ${formatMoney(filters.min_price)}`,
    filters.max_price !== undefined && `up to ${formatMoney(filters.max_price)}`,
  ].filter(Boolean);
  return parts.join(', ');
}
