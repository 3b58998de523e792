import { z } from './zod';
import { TagNameSchema } from './location-schema';

/** Body of POST /api/tags (create) and PATCH /api/tags/:id (rename). */
export const TagBodySchema = z.strictObject({ name: TagNameSchema });

/** Body of POST /api/tags/:id/merge: the tag this one's places join (this one then goes). */
export const TagMergeSchema = z.strictObject({
  into: z
    .int('into is the id of a tag')
    .min(1, 'into is the id of a tag')
    .max(2 ** 31 - 1, 'into is the id of a tag'),
});
