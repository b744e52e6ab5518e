import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** One message per field ('_' for the form as a whole): what the API sends as `errors` with a 400, and what a form shows beside its fields. */
export type FieldErrors = Record<string, string>;

/** The first message of each field a failed validation names. The server's 400s and the renderer's forms both use it. */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    errors[inner.path ?? '_'] ??= inner.errors[0] ?? inner.message;
  }
  return errors;
}

/**
 * A shared schema's field messages for some input, empty when it is valid: a formik form's
 * `validate`, so a form refuses exactly what the server would and says it in the same words.
 */
export function validationErrors<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown, context?: AnyObject): FieldErrors {
  try {
    schema.validateSync(input, { abortEarly: false, stripUnknown: true, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrorsOf(error);
  }
}
