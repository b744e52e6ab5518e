import { dollarsToCents } from '../../../src-shared/format/money';
import type { Condition } from '../../../src-shared/types';

/** A listing's fields as typed in its create or edit form: the price in dollars, the category as the select's value. */
export interface ListingFormValues {
  name: string;
  description: string;
  category_id: string;
  condition: string;
  price: string;
  location: string;
}

export const EMPTY_LISTING: ListingFormValues = { name: '', description: '', category_id: '', condition: '', price: '', location: '' };

/** What the API takes from a checked listing form: trimmed text, the category as a number, the price in integer cents. */
export function listingFields(values: ListingFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category_id: Number(values.category_id),
    condition: values.condition as Condition,
    price: dollarsToCents(values.price),
    location: values.location.trim(),
  };
}
