import { z } from 'zod';
import { LocationIdSchema } from '../ids';
import { TagBodySchema, TagMergeSchema } from '../tags-schema';
import { defineRoute, NO_CONTENT } from './define';

/** One entry of GET /api/tags: a tag and how many live places carry it. */
export const TagSchema = z
  .strictObject({ id: z.number().int(), name: z.string(), count: z.number().int(), createdAt: z.string() })
  .meta({ id: 'Tag' });

const TagIdParams = z.object({ id: LocationIdSchema });
const Body = TagBodySchema.meta({ id: 'TagBody' });

export const tagsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tags',
    tag: 'Tags',
    summary: 'Every tag with how many places carry it (a visitor: the tags of visible places only).',
    access: 'anyone',
    response: z.array(TagSchema),
    errors: [],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/tags',
    tag: 'Tags',
    summary: 'Creates a tag; a name already taken (whatever its case) is refused. Idempotent.',
    access: 'owner',
    body: Body,
    response: TagSchema,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: ['invalid_input', 'tag_exists', 'in_progress'],
  }),
  rename: defineRoute({
    method: 'PATCH',
    path: '/api/tags/:id',
    tag: 'Tags',
    summary: 'Renames a tag on every place that carries it.',
    access: 'owner',
    params: TagIdParams,
    notFound: 'That tag',
    body: Body,
    response: TagSchema,
    errors: ['invalid_input', 'not_found', 'tag_exists'],
  }),
  merge: defineRoute({
    method: 'POST',
    path: '/api/tags/:id/merge',
    tag: 'Tags',
    summary: 'Merges a tag into another: its places carry that one instead, and it goes.',
    access: 'owner',
    params: TagIdParams,
    notFound: 'That tag',
    body: TagMergeSchema.meta({ id: 'TagMerge' }),
    response: TagSchema,
    errors: ['invalid_input', 'not_found'],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/tags/:id',
    tag: 'Tags',
    summary: 'Deletes a tag; the places that carried it keep their other tags.',
    access: 'owner',
    params: TagIdParams,
    notFound: 'That tag',
    response: NO_CONTENT,
    status: 204,
    errors: ['not_found'],
  }),
};
