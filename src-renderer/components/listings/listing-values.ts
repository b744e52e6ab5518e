import { dollarsToCents } from '../../../src-shared/format/money';
import type { Condition, Product, ProductStatus } from '../../../src-shared/types';
import type { ProductChanges } from '../../api/products';
import type { ListingPhoto } from './listing-photos';

/** A listing's fields as typed in its form: the price in dollars, the category as the select's value; status only when editing. */
export interface ListingFormValues {
  name: string;
  description: string;
  category_id: string;
  condition: string;
  price: string;
  location: string;
  status: string;
}

export const EMPTY_LISTING: ListingFormValues = { name: '', description: '', category_id: '', condition: '', price: '', location: '', status: '' };

/** The form filled from the listing as it is (its price in cents shown as dollars). */
export function listingEditValues(product: Product): ListingFormValues {
  return {
    name: product.name,
    description: product.description,
    category_id: product.category_id === null ? '' : String(product.category_id),
    condition: product.condition,
    price: (product.price / 100).toFixed(2),
    location: product.location ?? '',
    status: product.status,
  };
}

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

/** What PATCH /api/products/:id receives from a checked edit form. */
export function listingChanges(values: ListingFormValues): ProductChanges {
  return { ...listingFields(values), status: values.status as ProductStatus };
}

/** The multipart body POST /api/products takes: the text fields, price in cents, and each photo as `images`. */
export function listingFormData(values: ListingFormValues, photos: ListingPhoto[]): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(listingFields(values))) form.set(field, String(value));
  // in the order shown: the server keeps it, so the first is the cover
  for (const photo of photos) if (photo.file) form.append('images', photo.file);
  return form;
}
