import { boolean, number, string } from 'yup';

/*
 * Building blocks of the query-string schemas (list-queries.ts). A query value arrives as text,
 * or as a list when a name is given twice (?a=1&a=2): each field takes one value or refuses,
 * with a message that names the parameter, and treats an empty value ('?search=') as absent.
 */

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1_000_000;

/** One text value, trimmed; '' is absent. */
export function queryText(name: string) {
  return string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || undefined : original))
    .typeError(`${name} must be given once, as text`);
}

/** 'a, b or c' */
function orList(choices: readonly string[]): string {
  return choices.length < 2 ? choices.join('') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

/** One of a fixed list of words ('status must be open or closed' unless told otherwise). */
export function queryChoice<T extends string>(name: string, choices: readonly T[], message = `${name} must be ${orList(choices)}`) {
  return queryText(name).oneOf(choices, message);
}

/** 'Sort must be one of newest, price_low, price_high' */
export const oneOfMessage = (label: string, choices: readonly string[]) => `${label} must be one of ${choices.join(', ')}`;

/** A whole number in [min, max], written in plain digits (no signs, decimals or exponents). */
export function queryWholeNumber(name: string, min: number, max: number, message = `${name} must be a whole number from ${min} to ${max}`) {
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined) return undefined;
      if (typeof original !== 'string') return NaN;
      const text = original.trim();
      if (text === '') return undefined;
      return /^\d{1,16}$/.test(text) ? Number(text) : NaN;
    })
    .typeError(message)
    .min(min, message)
    .max(max, message);
}

/** true or false, nothing else ('1', 'yes' are refused rather than guessed at). */
export function queryFlag(name: string) {
  const message = `${name} must be true or false`;
  return boolean()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return undefined;
      if (original === 'true') return true;
      if (original === 'false') return false;
      return NaN;
    })
    .typeError(message);
}

/** page and pageSize of a list: 1-based page, pageSize up to MAX_PAGE_SIZE. */
export function pageFields(defaultSize = DEFAULT_PAGE_SIZE) {
  return {
    page: queryWholeNumber('page', 1, MAX_PAGE).default(1),
    pageSize: queryWholeNumber('pageSize', 1, MAX_PAGE_SIZE).default(defaultSize),
  };
}
