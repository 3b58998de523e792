import { docsApi } from '#shared/api/docs.ts';
import { openApiDocument } from '../api/openapi';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

/** GET /api/openapi.json: the document is made once, on the first request, from the contract. */
export const openApiRoutes: RoutePlugin = async (app, context) => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  routeServer(app, context)(docsApi.openapi, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send((document ??= openApiDocument())),
  );
};
