import { mixed, number, object, string, type InferType } from 'yup';
import { CONDITIONS } from '../format/conditions';
import type { Condition } from '../types';
import { MAX_PRICE_CENTS } from './product';
import './locale';

export const SAVED_SEARCH_NAME_MAX = 100;
export const MAX_SAVED_SEARCHES = 50;

const trimmed = (max: number, label: string) =>
  string()
    .typeError(`${label} must be text`)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(max, `${label} must be at most ${max} characters`);

const cents = (label: string) =>
  number()
    .typeError(`${label} must be a whole number of cents`)
    .integer(`${label} must be a whole number of cents`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_PRICE_CENTS, `${label} is too high`);

/** A marketplace search as GET /api/products takes it (prices in cents), as a saved search keeps it. */
export const searchFiltersSchema = object({
  search: trimmed(200, 'Search').optional(),
  category: trimmed(120, 'Category').optional(),
  condition: mixed<Condition>()
    .oneOf(CONDITIONS, `Condition must be one of ${CONDITIONS.join(', ')}`)
    .optional(),
  min_price: cents('Minimum price').optional(),
  max_price: cents('Maximum price').optional(),
  sort: mixed<'newest' | 'price_low' | 'price_high'>()
    .oneOf(['newest', 'price_low', 'price_high'], 'Sort must be one of newest, price_low, price_high')
    .optional(),
}).typeError('Filters must be an object');

/** POST /api/saved-searches. */
export const savedSearchSchema = object({
  name: trimmed(SAVED_SEARCH_NAME_MAX, 'Name').required('Please name this search').min(1, 'Please name this search'),
  filters: searchFiltersSchema.required('Filters are required'),
});

export type SearchFilters = InferType<typeof searchFiltersSchema>;
export type SavedSearchInput = InferType<typeof savedSearchSchema>;
