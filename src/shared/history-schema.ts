import { z } from './zod';
import { PLACE_FIELDS, REVISION_ACTIONS } from './history';
import { LocationSchema } from './location-schema';

const PLACE_FIELD_MASK = Object.fromEntries(PLACE_FIELDS.map((field) => [field, true])) as {
  [F in (typeof PLACE_FIELDS)[number]]: true;
};

/**
 * The fields of a place a revision recorded. Loose: a revision keeps the values as they were
 * saved, even when a place's fields change later.
 */
const PlaceValuesSchema = z.looseObject(LocationSchema.pick(PLACE_FIELD_MASK).partial().shape);

/** One entry of GET /api/locations/:id/history, newest first. */
export const RevisionSchema = z
  .strictObject({
    id: z.number().int(),
    action: z.enum(REVISION_ACTIONS),
    /** Who made the change ('owner'). */
    actor: z.string(),
    createdAt: z.string(),
    /** The fields the change touched. */
    fields: z.array(z.enum(PLACE_FIELDS)),
    /** Their values before (null for a creation or an import) and after (null for a delete). */
    before: PlaceValuesSchema.nullable(),
    after: PlaceValuesSchema.nullable(),
    /** The place's version after this change. */
    version: z.number().int(),
  })
  .meta({ id: 'Revision' });
