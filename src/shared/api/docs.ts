import { z } from 'zod';
import { defineRoute } from './define';

export const docsApi = {
  openapi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Documentation',
    summary: 'The OpenAPI 3.1 document of this API, generated from its contract.',
    access: 'anyone',
    response: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
    errors: [],
  }),
};
