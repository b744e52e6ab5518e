import type { Request, RequestHandler, Response } from 'express';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { notFound } from './http-error';
import { parseId } from '../../src-shared/ids';
import { validate, validateQuery } from './validate';

/** A route's handler after its shared schema ran: it gets the schema's clean, typed output. */
export type BodyHandler<T> = (input: T, req: Request, res: Response) => Promise<void> | void;

/**
 * validate(schema), then the handler with the typed body. The one place a body gets its type, so
 * no handler casts `req.body`: `router.post('/x', requireUser, ...withBody(xSchema, handleX))`.
 */
export function withBody<T extends AnyObject>(schema: ObjectSchema<T>, handler: BodyHandler<T>): RequestHandler[] {
  // eslint-disable-next-line no-restricted-syntax -- validate() has just replaced the body with the schema's output
  return [validate(schema), (req, res) => handler(req.body as T, req, res)];
}

/** A route's handler after its query schema ran: the parsed, typed query string. */
export type QueryHandler<T> = (query: T, req: Request, res: Response) => Promise<void> | void;

/**
 * The query string's counterpart of withBody: the shared query schema checks req.query (a bad
 * value answers 400 with a code and a message naming it), and the handler gets typed values, so
 * no handler reads req.query: `router.get('/x', ...withQuery(xQuery, handleX))`.
 */
export function withQuery<S extends ObjectSchema<AnyObject>>(schema: S, handler: QueryHandler<InferType<S>>): RequestHandler[] {
  return [async (req, res) => handler(await validateQuery(schema, req.query), req, res)];
}

/**
 * A route's id parameter as a number. Anything that is not a positive whole number answers the
 * same 404 as a missing row, so services only ever see real ids.
 */
export function idParam(req: Request, name: string, missing: string): number {
  const id = parseId(req.params[name]);
  if (id === null) throw notFound(missing);
  return id;
}
