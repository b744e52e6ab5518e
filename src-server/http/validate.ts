import type { RequestHandler } from 'express';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { badRequest } from './http-error';

/** Validates req.body with a shared yup schema; the cast result replaces the body so handlers get clean input. */
export function validate<T extends AnyObject>(schema: ObjectSchema<T>): RequestHandler {
  return async (req, _res, next) => {
    try {
      req.body = await schema.validate(req.body ?? {}, { abortEarly: false, stripUnknown: true });
      next();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      throw badRequest(error.errors[0] ?? 'Invalid input', fieldErrors(error));
    }
  };
}

export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path ?? '_';
    errors[field] ??= inner.errors[0] ?? inner.message;
  }
  return errors;
}

/** Parses a positive integer route parameter, or answers 404 with the given message. */
export function parseId(value: unknown): number | null {
  const text = String(value ?? '');
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
