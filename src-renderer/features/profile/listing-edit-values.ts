import type { Product, ProductStatus } from '../../../src-shared/types';
import type { ProductChanges } from '../../api/products';
import { listingFields, type ListingFormValues } from '../../components/listings/listing-values';

/** The edit dialog's fields as typed: the create form's, and the listing's status. */
export interface ListingEditValues extends ListingFormValues {
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
  return { ...listingFields(values), status: values.status as ProductStatus };
}
