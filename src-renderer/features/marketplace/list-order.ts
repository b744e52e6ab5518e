import { dollarsToCents } from '../../../src-shared/format/money';

export const SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];

/** The address's sort, when it is one of ours. */
export function asSort(value: string | null): Sort | undefined {
  return SORTS.find((option) => option.value === value)?.value;
}

/** Dollars typed in a price box → cents for the API; anything that is not a price is no filter. */
export function priceFilter(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const cents = dollarsToCents(text);
  return Number.isFinite(cents) && cents >= 0 ? cents : undefined;
}

/** Whether a minimum above the maximum rules out every listing. */
export function isEmptyRange(min: number | undefined, max: number | undefined): boolean {
  return min !== undefined && max !== undefined && min > max;
}
