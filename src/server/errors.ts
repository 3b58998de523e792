import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../shared/api-error';
import { translateMessage } from './i18n';
import { describeBytes } from './limits';
import type { OutageLog } from './db/outage-log';
import { isDatabaseUnavailable } from './db/unavailable';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface HttpErrorOptions {
  /** Bad input: a message per field ("photos.2"). */
  fields?: Record<string, string>;
  /** Seconds, sent as Retry-After (429, 503). */
  retryAfter?: number;
  /** The request to mention when reporting an unexpected failure. */
  requestId?: string;
  /** More the client needs to act on the error, sent beside code and message (a 409's `current`). */
  details?: Record<string, unknown>;
}

/**
 * An expected failure with its status. It writes its own answer (as hono's HTTPException builds its
 * response): the one place that knows the contract's error body and headers (docs/product/PRODUCT.md).
 */
export class HttpError extends Error {
  readonly fields: Record<string, string> | undefined;
  readonly retryAfter: number | undefined;
  readonly requestId: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    { fields, retryAfter, requestId, details }: HttpErrorOptions = {},
  ) {
    super(message);
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.requestId = requestId;
    this.details = details;
  }

  /** `{ error: { code, message, fields?, requestId? } }` */
  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.requestId ? { requestId: this.requestId } : {}),
        ...this.details,
      },
    };
  }

  /**
   * Answers the request with this error: its status, Retry-After when it has one, and the body, its
   * message in the request's language when the server's catalogue has it (English otherwise).
   */
  send(reply: FastifyReply): FastifyReply {
    if (this.retryAfter !== undefined) reply.header('retry-after', String(this.retryAfter));
    const body = this.toBody();
    body.error.message = translateMessage(this.message, reply.request.headers['accept-language']);
    return reply.status(this.statusCode).type(JSON_TYPE).send(body);
  }

  /** The same answer as raw HTTP/1.1, for a connection Fastify could not read a request from. */
  toRawResponse(): string {
    const body = JSON.stringify(this.toBody());
    const head = [
      `HTTP/1.1 ${this.statusCode} ${STATUS_CODES[this.statusCode] ?? ''}`,
      `content-type: ${JSON_TYPE}`,
      `content-length: ${Buffer.byteLength(body)}`,
      ...(this.retryAfter !== undefined ? [`retry-after: ${this.retryAfter}`] : []),
      'connection: close',
    ];
    return `${head.join('\r\n')}\r\n\r\n${body}`;
  }
}

export const notFound = (what = 'That') => new HttpError(404, 'not_found', `${what} was not found.`);
/** An address no route answers. */
export const pathNotFound = () => new HttpError(404, 'not_found', /*i18n*/ 'Not found.');
export const unauthorized = () =>
  new HttpError(401, 'unauthorized', /*i18n*/ 'Please sign in as the owner to do that.');
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', message, { retryAfter: retryAfterSeconds });
/** A route that sends email on a site without SMTP_URL; `advice` says what to do instead. */
export const mailNotConfigured = (advice: string) =>
  new HttpError(
    503,
    'mail_not_configured',
    `Email is not configured on this site (set SMTP_URL and MAIL_FROM, see docs/configuration.md): ${advice}`,
  );
/** The database cannot be reached for the moment (restarting, a lost connection): try again shortly. */
export const unavailable = (
  message = /*i18n*/ 'The site cannot reach its database for the moment. Please try again in a few seconds.',
  retryAfterSeconds = 5,
) => new HttpError(503, 'unavailable', message, { retryAfter: retryAfterSeconds });

/** A write based on a version of the place that is no longer the current one (If-Match). */
export const conflict = (current: unknown) =>
  new HttpError(
    409,
    'conflict',
    /*i18n*/ 'This place was changed elsewhere (in another tab or device) since you opened it.',
    { details: { current } },
  );

/** Undoing an import would trash places edited since: the owner is asked first (`force`). */
export const editedSince = (ids: number[]) =>
  new HttpError(
    409,
    'edited_since',
    `${ids.length === 1 ? '1 place' : `${ids.length.toLocaleString('en-US')} places`} of this import ${ids.length === 1 ? 'was' : 'were'} edited since. Undo anyway to move ${ids.length === 1 ? 'it' : 'them'} to the trash too.`,
    { details: { ids } },
  );

/**
 * An import would update places that changed elsewhere since its preview: nothing is imported; a
 * new preview shows them as they are now.
 */
export const changedSince = (places: { id: number; name: string }[]) => {
  const listed = places.slice(0, 5).map((p) => p.name);
  const more = places.length > listed.length ? ` and ${places.length - listed.length} more` : '';
  return new HttpError(
    409,
    'changed_since',
    `${places.length === 1 ? '1 place' : `${places.length.toLocaleString('en-US')} places`} of this file changed elsewhere since the preview (${listed.join(', ')}${more}). Nothing was imported: check the file again to see the places as they are now.`,
    { details: { places } },
  );
};

export function badInput(
  fields: Record<string, string>,
  message = /*i18n*/ 'Some fields are not valid.',
): HttpError {
  return new HttpError(400, 'invalid_input', message, { fields });
}

/** A body over the route's limit; the message names the limit (and what to do, when the route says). */
export function tooLarge(limitBytes: number, { what = 'The request body', advice = '' } = {}): HttpError {
  const message = `${what} is too large (at most ${describeBytes(limitBytes)}).${advice ? ` ${advice}` : ''}`;
  return new HttpError(413, 'too_large', message);
}

const malformedJson = () =>
  new HttpError(400, 'malformed_json', /*i18n*/ 'The request body is not valid JSON.');

const FASTIFY_CODES: Record<string, () => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new HttpError(400, 'malformed_json', /*i18n*/ 'The request body is empty.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => forbidden(/*i18n*/ 'Send JSON (Content-Type: application/json).'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new HttpError(400, 'invalid_request', 'The request body length is wrong.'),
};

/** What any error thrown while answering becomes; undefined for an unexpected failure. */
function expectedError(error: FastifyError | Error, request: FastifyRequest): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return tooLarge(request.routeOptions.bodyLimit, request.routeOptions.config.tooLarge);
  }
  const known = code ? FASTIFY_CODES[code] : undefined;
  if (known) return known();
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error instanceof SyntaxError && status === 400) return malformedJson();
  if (status === 429) {
    return new HttpError(
      429,
      'rate_limited',
      /*i18n*/ 'Too many requests. Please wait a moment and try again.',
    );
  }
  if (status >= 400 && status < 500) {
    const message = status === 404 ? /*i18n*/ 'Not found.' : /*i18n*/ 'The request could not be processed.';
    return new HttpError(status, 'invalid_request', message);
  }
  return undefined;
}

/**
 * The storage refused to write for lack of space (SQLite's SQLITE_FULL, PostgreSQL's disk_full
 * 53100): a 507 the owner can act on, instead of a generic 500. The transaction was rolled back.
 */
function storageFailure(error: Error): HttpError | undefined {
  const code = 'code' in error ? error.code : undefined;
  if (code !== 'SQLITE_FULL' && code !== '53100') return undefined;
  return new HttpError(507, 'storage_full', /*i18n*/ "The server's disk is full; nothing was saved.");
}

/** Internal details stay in the log; the visitor gets the request id to mention. */
function unexpectedFailure(requestId: string): HttpError {
  return new HttpError(
    500,
    'internal_error',
    `Something went wrong on our side. Please try again; if it keeps happening, mention request ${requestId}.`,
    { requestId },
  );
}

/** The one error handler: every error thrown while answering is sent as an HttpError. */
export function registerErrorHandler(app: FastifyInstance, outage?: OutageLog): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const expected = expectedError(error, request);
    if (expected) return expected.send(reply);
    const storage = storageFailure(error);
    if (storage) {
      // The real cause, for the operator.
      request.log.error({ err: error }, 'storage full: nothing was saved');
      return storage.send(reply);
    }
    if (isDatabaseUnavailable(error)) {
      // One line per outage and one per recovery (db/outage-log.ts), not one per request.
      if (outage) outage.refused(error);
      else request.log.warn({ err: error }, 'database unavailable: answered 503');
      return unavailable().send(reply);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return unexpectedFailure(String(request.id)).send(reply);
  });
}

/**
 * Fastify's clientErrorHandler: a request the HTTP parser refused (a malformed request line, an
 * unknown method, oversized headers) still gets the contract's body, written on the socket itself.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A connection reset or already closed has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new HttpError(408, 'timeout', 'The request took too long to arrive.')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new HttpError(431, 'too_large', 'The request headers are too large.')
        : new HttpError(400, 'invalid_request', 'The request could not be read.');
  if (socket.writable) socket.write(answer.toRawResponse());
  socket.destroy(error);
}
