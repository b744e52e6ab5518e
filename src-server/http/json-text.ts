import type { RequestHandler } from 'express';

/*
 * JSON already written for a value an answer is made of: a list of listings kept in memory
 * (marketplace/listing-rows.ts) carries its text, joined from each listing's own, so it is sent as
 * it is rather than written again: by the answer cache for what it keeps, by sendJsonText for the rest.
 * The text is exactly JSON.stringify of the value.
 */
const texts = new WeakMap<object, string>();

/** Marks `value` as written: `text` must be JSON.stringify(value), and the value not changed after. */
export function withJsonText<T extends object>(value: T, text: string): T {
  texts.set(value, text);
  return value;
}

const knownText = (value: unknown) => (typeof value === 'object' && value !== null ? texts.get(value) : undefined);

/** The JSON of a value: the text it carries, or else written now. */
export function jsonText(value: unknown): string {
  return knownText(value) ?? JSON.stringify(value);
}

/** res.json that sends a value's own text when it carries one, as res.json would send the JSON it writes. */
export const sendJsonText: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    const text = knownText(value);
    if (text === undefined) return json(value);
    if (!res.get('Content-Type')) res.type('json');
    return res.send(text);
  };
  next();
};
