import { z } from 'zod';

/**
 * The API contract: every route declared once, here, and read by both sides. The server registers
 * its routes from these declarations (src/server/api/serve.ts), the client calls them with
 * `call(route, input)` (src/client/lib/api.ts), and docs/api.md and GET /api/openapi.json are
 * generated from them. A route's schemas say what it reads and answers; `access` says who may call.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, or the signed-in owner alone (401 otherwise). */
export type Access = 'anyone' | 'owner';

/** The error codes the API answers with (the `code` of the error shape, PRODUCT.md "The contract"). */
export const ERROR_CODES = [
  'invalid_input',
  'invalid_request',
  'malformed_json',
  'not_found',
  'gone',
  'unauthorized',
  'wrong_password',
  'forbidden',
  'conflict',
  'in_progress',
  'not_undoable',
  'edited_since',
  'changed_since',
  'precondition_required',
  'site_not_empty',
  'passkey_exists',
  'passkey_expired',
  'passkey_refused',
  'too_large',
  'timeout',
  'rate_limited',
  'tag_exists',
  'in_progress',
  'restore_running',
  'bad_archive',
  'bad_photo',
  'upload_interrupted',
  'rejected',
  'storage_full',
  'geocoder_not_configured',
  'geocoder_timeout',
  'geocoder_unavailable',
  'mail_not_configured',
  'checkout_unavailable',
  'not_implemented',
  'unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape of every refused request. */
export const ApiErrorSchema = z
  .strictObject({
    // Loose: a refusal may name more (a conflict's `current`, the `ids` edited since, …).
    error: z.looseObject({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: 'Error' });

/** An answer that is not JSON (a file, an archive, an image): its media types, joined by ', '. */
export interface FileAnswer {
  readonly file: string;
}
/** A file answer of one media type, or of one of several (an export: GeoJSON, CSV or KML). */
export const file = (...mediaTypes: [string, ...string[]]): FileAnswer => ({ file: mediaTypes.join(', ') });

/** An answer with no body (204). */
export const NO_CONTENT = { noContent: true } as const;
export type NoContent = typeof NO_CONTENT;

export type Answer = z.ZodType | FileAnswer | NoContent;

export interface RouteSpec<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Answer = Answer,
> {
  readonly method: Method;
  /** The full path, Fastify style: `/api/pages/:slug` (a few public files live outside /api). */
  readonly path: `/${string}`;
  /** One line: what the route does, for docs/api.md and the OpenAPI document. */
  readonly summary: string;
  /** Which part of the API it belongs to (the OpenAPI tag, docs/api.md's section). */
  readonly tag: string;
  readonly access: Access;
  /** Path parameters: one of the wrong shape names nothing that exists (404, `notFound` names it). */
  readonly params?: P;
  readonly notFound?: string;
  readonly query?: Q;
  /** The message of a 400 for a query that does not match (each field gets its own too). */
  readonly queryMessage?: string;
  /** A JSON object body; `bodyOptional` reads a missing body as `{}`. */
  readonly body?: B;
  readonly bodyOptional?: boolean;
  /** The body is not JSON (an upload, a zip): the route reads it itself. Its media type. */
  readonly rawBody?: string;
  readonly response: R;
  /** The status of a good answer: 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /** Headers the route reads or sets that a caller must know (If-Match, ETag, Idempotency-Key…). */
  readonly headers?: readonly string[];
  /** The error codes this route may answer with beyond the ones every route may (see COMMON_ERRORS). */
  readonly errors: readonly ErrorCode[];
}

/** Every route may refuse a request for these reasons, whatever it does. */
export const COMMON_ERRORS: readonly ErrorCode[] = [
  'invalid_request',
  'malformed_json',
  'too_large',
  'rate_limited',
  'timeout',
  'unavailable',
  'internal_error',
];

/** Declares a route; the identity, typed, so that `call` and `serve` know its parts. */
export const defineRoute = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Answer = Answer,
>(
  spec: RouteSpec<P, Q, B, R>,
): RouteSpec<P, Q, B, R> => spec;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a route's handler receives, parsed. */
export type RouteParams<R> = R extends RouteSpec<infer P> ? Out<P> : never;
export type RouteQuery<R> = R extends RouteSpec<z.ZodType | undefined, infer Q> ? Out<Q> : never;
export type RouteBody<R> =
  R extends RouteSpec<z.ZodType | undefined, z.ZodType | undefined, infer B> ? Out<B> : never;
/** What a route answers: the JSON its response schema describes (input side: what the server may send). */
export type RouteAnswer<R> =
  R extends RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer A>
    ? A extends z.ZodType
      ? z.input<A>
      : A extends NoContent
        ? undefined
        : Blob
    : never;
/** What the client receives once the answer is read (output side of the response schema). */
export type RouteResult<R> =
  R extends RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer A>
    ? A extends z.ZodType
      ? z.output<A>
      : A extends NoContent
        ? undefined
        : Blob
    : never;

/** What a caller gives: each part the route declares (input side of its schemas). */
export type RouteInput<R> =
  R extends RouteSpec<infer P, infer Q, infer B>
    ? (P extends z.ZodType ? { params: In<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: In<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: In<B> } : { body?: undefined })
    : never;

export const isJsonAnswer = (answer: Answer): answer is z.ZodType => answer instanceof z.ZodType;
export const isFileAnswer = (answer: Answer): answer is FileAnswer => 'file' in answer;

/**
 * What the client's bundles carry of a route: its method and path, typed by the whole declaration
 * (a type-only link), so `call` is typed end to end without shipping the schemas (or zod) to
 * visitors. src/shared/api/routes/<part>.generated.ts hold one per route.
 */
export interface RouteRef<R extends RouteSpec = RouteSpec> {
  readonly method: Method;
  readonly path: `/${string}`;
  /** Never set: carries the declaration's type. */
  readonly spec?: R;
}

/** The refs of every route of `api`, part by part, as routes.generated.ts exports them. */
export type RoutesOf<T> = {
  readonly [Part in keyof T]: {
    readonly [Key in keyof T[Part]]: T[Part][Key] extends RouteSpec ? RouteRef<T[Part][Key]> : never;
  };
};
