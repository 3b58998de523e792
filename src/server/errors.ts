import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../shared/api-error';

/** An expected failure with its status; the error handler shapes it into the API's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, sent as Retry-After on 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const notFound = (what = 'That') => new HttpError(404, 'not_found', `${what} was not found.`);
export const unauthorized = () =>
  new HttpError(401, 'unauthorized', 'Please sign in as the owner to do that.');
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

export function badInput(fields: Record<string, string>, message = 'Some fields are not valid.'): HttpError {
  return new HttpError(400, 'invalid_input', message, fields);
}

/** Field messages keyed by path ("photos.2"); unknown keys are named one by one. */
export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= `Unknown field "${key}"`;
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Parse first, then branch: a body that does not match answers 400 with the field messages. */
export function parseBody<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  body: unknown,
): T {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badInput({ body: 'Expected a JSON object' }, 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badInput(fieldsOf(result.error));
  return result.data;
}

function send(reply: FastifyReply, status: number, error: ApiErrorBody['error']) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ error } satisfies ApiErrorBody);
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'too_large',
    message: 'The request body is too large (at most 1 MB).',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 403,
    code: 'forbidden',
    message: 'Send JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_request',
    message: 'The request body length is wrong.',
  },
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | HttpError | ZodError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) {
        if (error.statusCode === 429) reply.header('retry-after', String(error.retryAfter ?? 60));
        return send(reply, error.statusCode, {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      if (error instanceof ZodError) {
        return send(reply, 400, {
          code: 'invalid_input',
          message: 'Some fields are not valid.',
          fields: fieldsOf(error),
        });
      }
      const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined;
      if (known) return send(reply, known.status, { code: known.code, message: known.message });
      if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
        return send(reply, 400, { code: 'malformed_json', message: 'The request body is not valid JSON.' });
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) {
        return send(reply, 429, {
          code: 'rate_limited',
          message: 'Too many requests. Please wait a moment and try again.',
        });
      }
      if (status >= 400 && status < 500) {
        return send(reply, status, {
          code: 'invalid_request',
          message: status === 404 ? 'Not found.' : 'The request could not be processed.',
        });
      }
      request.log.error({ err: error }, 'unexpected failure');
      return send(reply, 500, {
        code: 'internal_error',
        message: `Something went wrong on our side. Please try again; if it keeps happening, mention request ${request.id}.`,
        requestId: String(request.id),
      });
    },
  );
}
