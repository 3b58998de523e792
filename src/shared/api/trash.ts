import { z } from 'zod';
import { LocationIdSchema } from '../ids';
import { LocationSchema } from '../location-schema';
import { defineRoute, NO_CONTENT } from './define';

/** An import as the trash names it: "Restore this import" brings back its places. */
export const TrashImportBatchSchema = z
  .strictObject({ id: z.string(), fileName: z.string(), createdAt: z.string() })
  .meta({ id: 'TrashImportBatch' });

/** A place in GET /api/trash: the place as it was, and when it went to the trash. */
export const TrashedLocationSchema = LocationSchema.extend({
  deletedAt: z.string(),
  /** The import that added the place, when one did. */
  importBatch: TrashImportBatchSchema.optional(),
}).meta({ id: 'TrashedLocation' });

const LocationIdParams = z.object({ id: LocationIdSchema });

/** An action without options: no body, or an empty object. */
export const NoOptions = z.strictObject({});

export const trashApi = {
  restore: defineRoute({
    method: 'POST',
    path: '/api/locations/:id/restore',
    tag: 'Trash',
    summary:
      'Brings a place back from the trash with its id, photos, videos and history; the ETag is its new version.',
    access: 'owner',
    params: LocationIdParams,
    notFound: 'That location',
    body: NoOptions,
    bodyOptional: true,
    response: LocationSchema,
    headers: ['ETag'],
    errors: ['not_found', 'invalid_input', 'conflict'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/trash',
    tag: 'Trash',
    summary: 'The places in the trash, each with when it was deleted and the import that added it.',
    access: 'owner',
    response: z.array(TrashedLocationSchema),
    errors: [],
  }),
  deleteForever: defineRoute({
    method: 'DELETE',
    path: '/api/trash/:id',
    tag: 'Trash',
    summary: 'Deletes one place in the trash for good, with the photos no other place has.',
    access: 'owner',
    params: LocationIdParams,
    notFound: 'That place in the trash',
    response: NO_CONTENT,
    status: 204,
    errors: ['not_found'],
  }),
  empty: defineRoute({
    method: 'DELETE',
    path: '/api/trash',
    tag: 'Trash',
    summary: 'Empties the trash: every place in it is deleted for good.',
    access: 'owner',
    response: NO_CONTENT,
    status: 204,
    errors: [],
  }),
};
