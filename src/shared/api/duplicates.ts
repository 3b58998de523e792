import { z } from 'zod';
import { DismissRequestSchema, MergeRequestSchema } from '../duplicates-schema';
import { LocationSchema } from '../location-schema';
import { defineRoute, NO_CONTENT } from './define';

/** One pair of GET /api/duplicates: both places in full, the lower id first, and how far apart. */
export const DuplicatePairSchema = z
  .strictObject({ a: LocationSchema, b: LocationSchema, distanceM: z.number() })
  .meta({ id: 'DuplicatePair' });

export const DuplicatesListSchema = z
  .strictObject({
    pairs: z.array(DuplicatePairSchema),
    /** Every pair found (not dismissed), of which `pairs` shows the first DUPLICATES_SHOWN. */
    total: z.number().int(),
  })
  .meta({ id: 'DuplicatesList' });

/** The answer of a merge: the place kept, as it is now, and the id of the one now in the trash. */
export const MergeResultSchema = z
  .strictObject({ place: LocationSchema, trashedId: z.number().int() })
  .meta({ id: 'MergeResult' });

export const duplicatesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/duplicates',
    tag: 'Duplicates',
    summary: 'Possible duplicates: pairs of places with like names close together, not dismissed.',
    access: 'owner',
    response: DuplicatesListSchema,
    errors: [],
  }),
  merge: defineRoute({
    method: 'POST',
    path: '/api/duplicates/merge',
    tag: 'Duplicates',
    summary:
      'Merges one place into another, each field from the side chosen; the merged one goes to the trash.',
    access: 'owner',
    body: MergeRequestSchema.meta({ id: 'MergeRequest' }),
    response: MergeResultSchema,
    errors: ['invalid_input', 'not_found', 'conflict'],
  }),
  dismiss: defineRoute({
    method: 'POST',
    path: '/api/duplicates/dismiss',
    tag: 'Duplicates',
    summary: 'Marks a pair as not a duplicate: it is never listed again.',
    access: 'owner',
    body: DismissRequestSchema.meta({ id: 'DismissRequest' }),
    response: NO_CONTENT,
    status: 204,
    errors: ['invalid_input', 'not_found'],
  }),
};
