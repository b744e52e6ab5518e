import { dollarsToCents } from '../../../src-shared/format/money';
import { REQUIRED_FIELDS } from '../../../src-shared/schemas/content-fields';

export function isMissingRequired(errors: Record<string, string>): boolean {
  return Object.values(errors).includes(REQUIRED_FIELDS);
}

/** A typed amount in dollars as cents; blank stays undefined so required checks can fire. */
export function centsOrUndefined(dollars: string): number | undefined {
  if (dollars.trim() === '') return undefined;
  const cents = dollarsToCents(dollars);
  return Number.isNaN(cents) ? Number.NaN : cents;
}

/** The edit-deal form's rule: a number input that does not parse counts as 0. */
export function numberOrZero(value: string): number {
  const number = Number(value);
  return value.trim() === '' || !Number.isFinite(number) ? 0 : number;
}

export const centsToDollars = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));

/** blank optional ids are sent as null */
export const optionalNumber = (value: string): number | null => (value === '' ? null : Number(value));
