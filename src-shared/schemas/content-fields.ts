import { number, string } from 'yup';
import { toDirectImageUrl } from '../format/image-url';
import { withoutInvisibles } from '../format/invisible-text';
import './locale';
import { MAX_ID } from '../ids';

export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const INVALID_URL = 'Must be a valid URL';
export const INVALID_DATE = 'Must be a valid date';
export const PRICE_POSITIVE = 'Price must be positive';
/** Prices are integer cents; a billion cents is far above any baby product. */
export const MAX_CENTS = 100_000_000;
const TITLE_MAX = 200;
export const HTML_MAX = 100_000;
export const URL_MAX = 2048;

/** http(s) only: a link a visitor clicks must never be javascript:, data: or similar. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Images may also be our own uploads (/uploads/...), never protocol-relative (//host). */
function isImageLocation(value: string): boolean {
  return isWebUrl(value) || /^\/(?![/\\])\S*$/.test(value);
}

/** string().trim() throws on a non-string (an array sent as a title); this lets yup's type check answer instead. */
export const trimmedString = () => string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Names and titles others see: trimmed, without bidi controls or stray zero-width characters (invisible-text.ts). */
export const shownString = () => string().transform((value: unknown) => (typeof value === 'string' ? withoutInvisibles(value).trim() : value));

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * A field the content forms require, as a create and an update read it: a create must fill it in
 * (REQUIRED_FIELDS); an update may leave it out, but not blank it ('Title is required').
 */
export function requiredText(max: number, label: string, { isShownName = false } = {}) {
  const tooLong = `${label} must be at most ${max} characters`;
  const blank = `${label} is required`;
  const base = isShownName ? shownString : trimmedString;
  return {
    create: base().required(REQUIRED_FIELDS).max(max, tooLong),
    update: base().nonNullable(blank).min(1, blank).max(max, tooLong),
  };
}

/** The title and the HTML body every kind of content has. */
export const titleText = requiredText(TITLE_MAX, 'Title', { isShownName: true });
export const htmlContent = requiredText(HTML_MAX, 'Content');

export const optionalText = (max: number, label: string, { isShownName = false } = {}) =>
  (isShownName ? shownString() : trimmedString()).transform(blankToNull).nullable().max(max, `${label} must be at most ${max} characters`);

export const optionalUrl = () =>
  trimmedString()
    .transform(blankToNull)
    .nullable()
    .max(URL_MAX, 'URL is too long')
    .test('web-url', INVALID_URL, (value) => value === null || value === undefined || isWebUrl(value));

/** Image URL fields rewrite the image host's share-page links to direct image links. */
export const optionalImageUrl = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? toDirectImageUrl(value) : value))
    .transform(blankToNull)
    .nullable()
    .max(URL_MAX, 'URL is too long')
    .test('image-url', INVALID_URL, (value) => value === null || value === undefined || isImageLocation(value));

export const optionalId = (label: string) =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value))
    .typeError(`${label} is not valid`)
    .nullable()
    .integer(`${label} is not valid`)
    .positive(`${label} is not valid`)
    .max(MAX_ID, `${label} is not valid`);

export const cents = (typeMessage = 'Price must be a number') =>
  number().typeError(typeMessage).integer('Price must be in whole cents').min(0, PRICE_POSITIVE).max(MAX_CENTS, 'Price is too large');
