import { number } from 'yup';

// plain decimal text, as a form field sends a number: '12', ' 12 ', '12.50', '-3'
const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number sent as a number or as decimal form text. Everything else is not a number here, even
 * where JavaScript would read one: '0x10', '1e3', '' and [5] (which yup would take as 5).
 */
export const numberInput = () =>
  number().transform((value: number, original: unknown) =>
    typeof original === 'number' || (typeof original === 'string' && DECIMAL_TEXT.test(original)) ? value : Number.NaN,
  );
