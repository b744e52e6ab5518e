import type { RequestHandler } from 'express';
import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import type { ValidationContext } from '../../src-shared/schemas/display-name';
import { fieldErrorsOf } from '../../src-shared/schemas/field-errors';
import { badRequest } from './http-error';

/**
 * Keys every plain object inherits (constructor, toString, __proto__...). yup looks fields up by
 * name on a plain object, so such a key reaches Object.prototype instead of a field and throws.
 */
function isPrototypeKey(key: string): boolean {
  return key === '__proto__' || key in Object.prototype;
}

/** The first key, at any depth of a parsed body, that names a member of Object.prototype. */
export function prototypeKeyIn(value: unknown, depth = 0): string | undefined {
  if (value === null || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (isPrototypeKey(key)) return key;
    const found = prototypeKeyIn(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Validates req.body with a shared yup schema; the cast result replaces the body so handlers get
 * clean input. Who is asking goes to the schema as context (an admin may use a staff name).
 */
export function validate<T extends AnyObject>(schema: ObjectSchema<T>): RequestHandler {
  return async (req, _res, next) => {
    const body: unknown = req.body ?? {};
    // a JSON array or a bare value would reach yup as 'this is not valid'
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object');
    const prototypeKey = prototypeKeyIn(body);
    if (prototypeKey) throw badRequest(`"${prototypeKey}" is not a field this form takes`);
    const context: ValidationContext = { isAdmin: req.user?.role === 'admin' };
    try {
      req.body = await schema.validate(body, { abortEarly: false, stripUnknown: true, context });
      next();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      throw badRequest(error.errors[0] ?? 'Invalid input', fieldErrorsOf(error));
    }
  };
}

/**
 * Only the parameters the schema names, copied onto a plain object: any other name, such as
 * ?constructor= or ?__proto__=, never reaches yup, which would find it on Object.prototype.
 */
function knownParameters(schema: ObjectSchema<AnyObject>, query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter(([name]) => Object.hasOwn(schema.fields, name)));
}

/**
 * A query string checked by a shared schema (src-shared/schemas/list-queries.ts): its clean,
 * typed values, or a 400 naming the first bad parameter. Names the schema does not know are left out.
 */
export async function validateQuery<S extends ObjectSchema<AnyObject>>(schema: S, query: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(knownParameters(schema, query), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // the message names the parameter; per-field errors are for forms, which a query string is not
    throw badRequest(error.errors[0] ?? 'Invalid query string');
  }
}
