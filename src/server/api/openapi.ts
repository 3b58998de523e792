import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { z } from 'zod';
import {
  ApiErrorSchema,
  COMMON_ERRORS,
  isFileAnswer,
  isJsonAnswer,
  type RouteSpec,
} from '#shared/api/define.ts';
import { API_ROUTES } from '#shared/api/index.ts';

/** `/api/pages/:slug` → `/api/pages/{slug}`, OpenAPI's way of naming a path parameter. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

function answerOf(route: RouteSpec): ZodOpenApiResponseObject {
  const { response } = route;
  if (isJsonAnswer(response)) {
    return { description: 'OK', content: { 'application/json': { schema: response } } };
  }
  if (isFileAnswer(response)) {
    return {
      description: 'A file',
      content: Object.fromEntries(
        response.file.split(', ').map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
      ),
    };
  }
  return { description: 'No content' };
}

function operationOf(route: RouteSpec): ZodOpenApiOperationObject {
  const errors = [...new Set([...route.errors, ...(route.access === 'owner' ? ['unauthorized'] : [])])];
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.access === 'owner' && { security: [{ ownerSession: [] }] }),
    requestParams: {
      ...(route.params && { path: route.params as z.ZodObject }),
      ...(route.query && { query: route.query as z.ZodObject }),
    },
    ...(route.body && {
      requestBody: { required: !route.bodyOptional, content: { 'application/json': { schema: route.body } } },
    }),
    ...(route.rawBody && {
      requestBody: {
        required: true,
        content: { [route.rawBody]: { schema: z.string().meta({ format: 'binary' }) } },
      },
    }),
    responses: {
      [String(route.status ?? 200)]: answerOf(route),
      default: {
        description: `Refused: the error shape, with code ${[...errors, ...COMMON_ERRORS].join(', ')}`,
        content: { 'application/json': { schema: ApiErrorSchema } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the contract. */
export function openApiDocument(routes: readonly RouteSpec[] = API_ROUTES) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route.path)] ??= {});
    (path as Record<string, ZodOpenApiOperationObject>)[route.method.toLowerCase()] = operationOf(route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Fru World API',
      version: '1',
      description:
        'The API of Fru World: places, pages, the owner’s tools. Owner routes need the session cookie set by POST /api/auth/login; writes from a browser must be same-origin.',
    },
    components: {
      securitySchemes: { ownerSession: { type: 'apiKey', in: 'cookie', name: 'fru_session' } },
    },
    paths,
  });
}
