import { array, mixed, number, object, string, type InferType } from 'yup';
import { CONDITIONS } from '../format/conditions';
import { dollarsToCents } from '../format/money';
import type { Condition, ProductStatus } from '../types';
import './locale';
import { numberInput } from './number-input';
import { MAX_ID } from '../ids';
import { isUploadUrl } from '../upload-url';
import { withoutInvisibles } from '../format/invisible-text';

export const PRODUCT_STATUSES: ProductStatus[] = ['active', 'reserved', 'sold', 'draft', 'archived'];
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** $1,000,000.00: far above any baby item, well inside a 32-bit integer column. */
export const MAX_PRICE_CENTS = 100_000_000;

export const PRODUCT_MESSAGES = {
  name: 'Product name must be at least 3 characters',
  description: 'Description must be at least 10 characters',
  price: 'Price must be greater than 0',
  location: 'Location is required',
  category: 'Please select a category',
  condition: 'Please select a condition',
  status: 'Status must be one of active, reserved, sold, draft or archived',
} as const;

// yup's own trim() calls .trim() on whatever arrives (an array included), so trim only real strings
const text = (min: number, max: number, message: string, tooLong: string, clean = (value: string) => value) =>
  string()
    .typeError(message)
    .nonNullable(message)
    .transform((value: unknown) => (typeof value === 'string' ? clean(value).trim() : value))
    .min(min, message)
    .max(max, tooLong);

// Each field's rules without presence: POST requires them all, PATCH treats absent as unchanged.
// The name is shown to others as a title: no bidi controls or stray zero-width characters (invisible-text.ts).
const name = text(3, 200, PRODUCT_MESSAGES.name, 'Product name must be at most 200 characters', withoutInvisibles);
const description = text(10, 5000, PRODUCT_MESSAGES.description, 'Description must be at most 5000 characters');
const location = text(1, 200, PRODUCT_MESSAGES.location, 'Location must be at most 200 characters');

const condition = mixed<Condition>().oneOf(CONDITIONS, PRODUCT_MESSAGES.condition).nonNullable(PRODUCT_MESSAGES.condition);
const categoryId = numberInput()
  .typeError(PRODUCT_MESSAGES.category)
  .nonNullable(PRODUCT_MESSAGES.category)
  .integer(PRODUCT_MESSAGES.category)
  .positive(PRODUCT_MESSAGES.category)
  .max(MAX_ID, PRODUCT_MESSAGES.category);

const requiredFields = {
  name: name.required(PRODUCT_MESSAGES.name),
  description: description.required(PRODUCT_MESSAGES.description),
  location: location.required(PRODUCT_MESSAGES.location),
  condition: condition.required(PRODUCT_MESSAGES.condition),
  category_id: categoryId.required(PRODUCT_MESSAGES.category),
};

/** Price in integer cents, as the API takes it. */
const centsPrice = numberInput()
  .typeError(PRODUCT_MESSAGES.price)
  .nonNullable(PRODUCT_MESSAGES.price)
  .integer('Price must be a whole number of cents')
  .moreThan(0, PRODUCT_MESSAGES.price)
  .max(MAX_PRICE_CENTS, 'Price must be at most $1000000.00');

const NOT_UPLOADED = 'Photos must be uploaded images';

// checked as a whole so the message lands on `images`, the field the form shows it under
const photoUrls = array(mixed<string>().defined())
  .typeError(NOT_UPLOADED)
  .max(MAX_PHOTOS, `A listing can have at most ${MAX_PHOTOS} photos`)
  .test('uploaded', NOT_UPLOADED, (list) => !list || list.every(isUploadUrl));
const coverUrl = mixed<string>()
  .nullable()
  .test('uploaded', NOT_UPLOADED, (value) => value === null || value === undefined || isUploadUrl(value));

/** POST /api/products. A new listing cannot set its status, so status is not a field here (and is stripped). */
export const productCreateSchema = object({
  ...requiredFields,
  price: centsPrice.required(PRODUCT_MESSAGES.price),
  image: coverUrl.optional(),
  images: photoUrls.optional(),
});

/** PATCH /api/products/{id}: any subset of the fields, each checked by the same rules, plus status. */
export const productUpdateSchema = object({
  name: name.optional(),
  description: description.optional(),
  location: location.optional(),
  condition: condition.optional(),
  category_id: categoryId.optional(),
  price: centsPrice.optional(),
  status: mixed<ProductStatus>().oneOf(PRODUCT_STATUSES, PRODUCT_MESSAGES.status).optional(),
  image: coverUrl.optional(),
  images: photoUrls.optional(),
});

/** The Create Listing form: price typed in dollars (min 0, step 0.01); empty counts as missing. */
export const productFormSchema = object({
  ...requiredFields,
  price: number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(PRODUCT_MESSAGES.price)
    .required(PRODUCT_MESSAGES.price)
    .test('positive-cents', PRODUCT_MESSAGES.price, (value) => value === undefined || dollarsToCents(value) > 0)
    .max(MAX_PRICE_CENTS / 100, 'Price must be at most $1000000.00'),
});

/** The edit dialog of /profile/listings: the form's rules, plus the status the seller may set. */
export const productEditFormSchema = productFormSchema.shape({
  status: mixed<ProductStatus>().oneOf(PRODUCT_STATUSES, PRODUCT_MESSAGES.status).required(PRODUCT_MESSAGES.status),
});

export type ProductCreateInput = InferType<typeof productCreateSchema>;
export type ProductUpdateInput = InferType<typeof productUpdateSchema>;
