import { boolean, number, object, string, type InferType } from 'yup';
import { INVALID_DATE, REQUIRED_FIELDS, cents, optionalId, optionalImageUrl, optionalText, optionalUrl, requiredText, titleText } from './content-fields';
import { contentStatus } from './content-status';

export const DISCOUNT_RANGE = 'Discount must be between 0-100%';
const DESCRIPTION_MAX = 5000;
const description = requiredText(DESCRIPTION_MAX, 'Description');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An expiry from the form's date field (YYYY-MM-DD: the deal runs to the end of that day, UTC)
 * or an ISO timestamp, as ISO; null when it is not a real date.
 */
export function expiryToIso(value: string): string | null {
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const date = new Date(`${text}T23:59:59.999Z`);
    // rejects 2026-02-31, which Date would quietly roll over into March
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && Number(dateOnly[1]) >= 2000 ? date.toISOString() : null;
  }
  if (!DATE_TIME.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 9999 ? null : date.toISOString();
}

// a host name with at least one dot (shop.example, www.shop.example:8080), then a path or nothing
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]|$)/i;

/**
 * A deal link typed without its scheme (shop.example/deal) gets https:// rather than a refusal;
 * anything else (a scheme such as javascript: has no dot before its colon) is left for the URL check.
 */
export function withWebScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (BARE_HOST.test(value)) return `https://${value}`;
  return value.startsWith('//') ? `https:${value}` : value;
}

const expiresAt = () =>
  string()
    .transform((value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return value === '' ? null : value;
      return expiryToIso(value) ?? value;
    })
    .nullable()
    .test('date', INVALID_DATE, (value) => value === null || value === undefined || expiryToIso(value) !== null);

const extras = {
  retailer: optionalText(200, 'Retailer'),
  link: optionalUrl().transform(withWebScheme),
  image: optionalImageUrl(),
  category_id: optionalId('Category'),
  coupon_code: optionalText(100, 'Coupon code'),
  terms_conditions: optionalText(DESCRIPTION_MAX, 'Terms and conditions'),
  expires_at: expiresAt(),
  featured: boolean().optional(),
  status: contentStatus(),
};

/** POST /api/deals and the create form; the discount is computed by the server from the two prices. */
export const dealCreateSchema = object({
  title: titleText.create,
  description: description.create,
  original_price: cents().required(REQUIRED_FIELDS),
  discounted_price: cents().required(REQUIRED_FIELDS),
  ...extras,
});

/** PATCH /api/deals/{id} and the edit form, with the spec's messages. */
export const dealUpdateSchema = object({
  title: titleText.update,
  description: description.update,
  original_price: cents().nonNullable(),
  discounted_price: cents().nonNullable(),
  discount_percentage: number().typeError(DISCOUNT_RANGE).nonNullable(DISCOUNT_RANGE).min(0, DISCOUNT_RANGE).max(100, DISCOUNT_RANGE),
  ...extras,
});

/** round((original - sale) / original x 100), kept within 0-100. */
export function discountPercentage(originalCents: number, saleCents: number): number {
  if (!(originalCents > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round(((originalCents - saleCents) / originalCents) * 100)));
}

export type DealCreateInput = InferType<typeof dealCreateSchema>;
export type DealUpdateInput = InferType<typeof dealUpdateSchema>;
