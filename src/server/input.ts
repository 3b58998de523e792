import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { issuesToFields } from '../shared/field-errors';
import { badInput, notFound, type HttpError } from './errors';

type Read<T> = (value: unknown) => { value: T } | { error: HttpError };

/**
 * One part of a request (body, query or path params): the zod schema that reads it and the answer
 * to a request that does not match. Routes name their parts in `schema`, so Fastify reads them
 * before any preHandler or handler runs, and the handler receives them parsed and typed.
 */
export class RequestPart<T> {
  constructor(readonly read: Read<T>) {}
}

function part<S extends z.ZodType>(
  schema: S,
  refuse: (issues: z.core.$ZodIssue[]) => HttpError,
): RequestPart<z.output<S>> {
  return new RequestPart<z.output<S>>((value) => {
    const result = schema.safeParse(value);
    return result.success ? { value: result.data } : { error: refuse(result.error.issues) };
  });
}

/** A JSON object body; anything else answers 400 with a message per field. */
export function jsonBody<S extends z.ZodType>(schema: S): RequestPart<z.output<S>> {
  const fields = part(schema, (issues) => badInput(issuesToFields(issues)));
  return new RequestPart<z.output<S>>((value) =>
    // Fastify hands over null when there is no body.
    value === null || typeof value !== 'object' || Array.isArray(value)
      ? { error: badInput({ body: 'Expected a JSON object' }, 'The request body must be a JSON object.') }
      : fields.read(value),
  );
}

/** A JSON object body that may be left out (an action with options): no body reads as `{}`. */
export function optionalJsonBody<S extends z.ZodType>(schema: S): RequestPart<z.output<S>> {
  const body = jsonBody(schema);
  return new RequestPart<z.output<S>>((value) =>
    body.read(value === null || value === undefined ? {} : value),
  );
}

/** The query string; a query that does not match answers 400 with this message and one per field. */
export function query<S extends z.ZodType>(
  schema: S,
  message = 'The query is not valid.',
): RequestPart<z.output<S>> {
  return part(schema, (issues) => badInput(issuesToFields(issues), message));
}

/** The `:id` of a path: one of the wrong shape names nothing that exists (404, never a database error). */
export function idParam<S extends z.ZodType>(id: S, what: string): RequestPart<{ id: z.output<S> }> {
  return new RequestPart<{ id: z.output<S> }>((params) => {
    const result = id.safeParse((params as { id?: unknown } | null)?.id);
    return result.success ? { value: { id: result.data } } : { error: notFound(what) };
  });
}

/** Several path parameters (`:id/history/:revisionId`): any of the wrong shape names nothing that exists (404). */
export function pathParams<S extends z.ZodType>(schema: S, what: string): RequestPart<z.output<S>> {
  return part(schema, () => notFound(what));
}

/** Fastify's validator compiler for route schemas made of RequestParts (set once, in app.ts). */
export const readRequestPart: FastifySchemaCompiler<unknown> = ({ schema, url, httpPart }) => {
  if (!(schema instanceof RequestPart)) {
    throw new Error(
      `${url}: the ${httpPart ?? 'request'} schema must be a RequestPart (src/server/input.ts)`,
    );
  }
  return (value) => (schema as RequestPart<unknown>).read(value);
};

/** Types `request.body`, `request.query` and `request.params` from the route's RequestParts. */
export interface RequestPartTypes extends FastifyTypeProvider {
  validator: this['schema'] extends RequestPart<infer T> ? T : unknown;
  serializer: unknown;
}
