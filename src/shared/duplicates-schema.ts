import { MERGE_FIELDS, type MergeField } from './duplicates';
import { z } from './zod';

// Bodies of the duplicates API's writes, checked on the server (and nothing stored when refused).

const MAX_LOCATION_ID = 2 ** 31 - 1;
const PlaceId = (what: string) =>
  z
    .int(`${what} is a place id`)
    .min(1, `${what} is a place id`)
    .max(MAX_LOCATION_ID, `${what} is a place id`);
const Version = z
  .int('A version is a whole number')
  .min(1, 'A version is at least 1')
  .max(2 ** 31 - 1);
const Side = z.enum(['keep', 'merge'], { error: 'Choose keep or merge' });

/** Body of POST /api/duplicates/merge: the place kept, the one merged into it, and each field's side. */
export const MergeRequestSchema = z
  .strictObject({
    keepId: PlaceId('keepId'),
    mergeId: PlaceId('mergeId'),
    fields: z
      .strictObject(
        Object.fromEntries(MERGE_FIELDS.map((field) => [field, Side.optional()])) as Record<
          MergeField,
          z.ZodOptional<typeof Side>
        >,
      )
      .default({}),
    /** The versions the owner saw of each place: a place changed since is refused (409). */
    versions: z.strictObject({ keep: Version, merge: Version }),
  })
  .refine((body) => body.keepId !== body.mergeId, {
    message: 'Choose two different places',
    path: ['mergeId'],
  });
export type MergeRequest = z.infer<typeof MergeRequestSchema>;

/** Body of POST /api/duplicates/dismiss: a pair that is not a duplicate, never listed again. */
export const DismissRequestSchema = z
  .strictObject({ ids: z.tuple([PlaceId('Each id'), PlaceId('Each id')], { error: 'ids is two place ids' }) })
  .refine((body) => body.ids[0] !== body.ids[1], { message: 'Choose two different places', path: ['ids'] });
export type DismissRequest = z.infer<typeof DismissRequestSchema>;
