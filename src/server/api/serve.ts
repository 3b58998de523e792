import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import {
  isJsonAnswer,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteSpec,
} from '#shared/api/define.ts';
import type { AppContext } from '../context';
import { jsonBody, optionalJsonBody, pathParams, query } from '../input';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void> | void;

/** What a handler of `route` receives: its params, query and body parsed by the contract's schemas. */
export type ContractRequest<R> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}>;

/** A route's handler answers what its response schema says, or sends the reply itself. */
export type ContractHandler<R> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<RouteAnswer<R> | FastifyReply>;

/** What a route file may add to a contract route: limits, hooks, rate limits (its `config`). */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema' | 'onRequest'> & {
  onRequest?: Hook | Hook[];
};

/** The app's Fastify instance, whatever its type provider: only `route` is used. */
interface RouteTarget {
  route(options: object): unknown;
}

function mountedPath(path: string, mountedAt: string): string {
  if (!path.startsWith(`${mountedAt}/`)) throw new Error(`${path} is not under ${mountedAt}`);
  return path.slice(mountedAt.length);
}

/**
 * Registers routes from their contract declarations (src/shared/api/): method, path, who may call
 * it (owner routes get the owner guard first), the RequestParts reading params, query and body,
 * and the response schema Fastify checks answers against (src/server/api/answer-check.ts).
 * Route files are mounted under /api, so the declaration's `/api` prefix is left out here
 * (`mountedAt` says otherwise for the few public files served from the root).
 */
export function routeServer(
  app: RouteTarget,
  // Routes served before the app's context exists (health, metrics) are for anyone: no guard.
  { requireOwner }: Partial<Pick<AppContext, 'requireOwner'>>,
  { mountedAt = '/api' }: { mountedAt?: string } = {},
) {
  return function serve<R extends RouteSpec>(
    route: R,
    handler: ContractHandler<R>,
    options: ServeOptions = {},
  ): void {
    const hooks = options.onRequest === undefined ? [] : [options.onRequest].flat();
    if (route.access === 'owner' && !requireOwner)
      throw new Error(`${route.path}: an owner route needs requireOwner`);
    const onRequest = route.access === 'owner' && requireOwner ? [requireOwner, ...hooks] : hooks;
    app.route({
      ...options,
      method: route.method,
      url: mountedPath(route.path, mountedAt),
      ...(onRequest.length > 0 ? { onRequest } : {}),
      schema: {
        ...(route.params && { params: pathParams(route.params, route.notFound ?? 'That') }),
        ...(route.query && { querystring: query(route.query, route.queryMessage) }),
        ...(route.body && { body: (route.bodyOptional ? optionalJsonBody : jsonBody)(route.body) }),
        ...(isJsonAnswer(route.response) && {
          response: { [route.status ?? 200]: route.response satisfies z.ZodType },
        }),
      },
      handler,
    });
  };
}
