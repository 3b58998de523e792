import { z } from '../zod';
import { LocationIdSchema } from '../ids';
import { PLACE_ORDERS } from '../place-order';

// What the place routes read from the path and the query string (src/shared/api/locations.ts).

import { MAX_IDS, MAX_PAGE, MAX_SEARCH } from './query-limits';

export { MAX_IDS, MAX_PAGE, MAX_SEARCH };

const isLocationId = (id: string) => LocationIdSchema.safeParse(id).success;

/** `?ids=1,2` for some places, `?limit=&cursor=` for pages; neither for the whole list. */
export const LocationListQuery = z.strictObject({
  ids: z
    .string()
    .refine((value) => value.split(',').every(isLocationId), 'ids is a comma-separated list of place ids')
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_IDS, `At most ${MAX_IDS} ids at once`)
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE, `limit is at most ${MAX_PAGE}`).optional(),
  cursor: z
    .string()
    .refine(isLocationId, 'cursor is the nextCursor of the previous page')
    .transform(Number)
    .optional(),
});

export const LocationIdParams = z.object({ id: LocationIdSchema.meta({ description: "The place's id" }) });

export const RevisionParams = z.object({
  id: LocationIdSchema.meta({ description: "The place's id" }),
  revisionId: LocationIdSchema.meta({ description: "The revision's id" }),
});

export const SearchQuery = z.strictObject({
  q: z
    .string({ error: 'q is the text to look for in addresses and notes' })
    .trim()
    .min(1, 'q is the text to look for in addresses and notes')
    .max(MAX_SEARCH, `q is at most ${MAX_SEARCH} characters`),
});

export const OrderQuery = z.strictObject({
  by: z.enum(PLACE_ORDERS, { error: `by is one of ${PLACE_ORDERS.join(', ')}` }),
});

/** The ids a search or an order answers. */
export const PlaceIdsSchema = z.strictObject({ ids: z.array(z.number().int()) }).meta({ id: 'PlaceIds' });
