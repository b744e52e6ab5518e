import { dollarsToCents } from '../../../src-shared/format/money';
import type { Condition, Product, ProductStatus } from '../../../src-shared/types';
import type { ProductChanges } from '../../api/products';

/** The edit dialog's fields as typed: the price in dollars, the category as the select's value. */
export interface ListingEditValues {
  name: string;
  description: string;
  category_id: string;
  condition: string;
  price: string;
  location: string;
  status: string;
}

/** The dialog filled from the listing as it is (its price in cents shown as dollars). */
export function listingEditValues(product: Product): ListingEditValues {
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

/** What PATCH /api/products/:id receives from a checked form: trimmed text, the price in integer cents. */
export function listingChanges(values: ListingEditValues): ProductChanges {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category_id: Number(values.category_id),
    condition: values.condition as Condition,
    price: dollarsToCents(values.price),
    location: values.location.trim(),
    status: values.status as ProductStatus,
  };
}
