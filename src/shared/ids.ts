import { MAX_PLACE_ID as MAX_LOCATION_ID } from './place-url';
import { z } from './zod';

/** A place's id as written in a path or a query string: decimal digits naming 1 to 2^31 - 1. */
export const LocationIdSchema = z
  .string()
  .regex(z.regexes.integer)
  .transform(Number)
  .pipe(z.int().min(1).max(MAX_LOCATION_ID));

/** An inbox item's id (message, suggestion, subscriber): a random UUID, read in any case. */
export const InboxIdSchema = z.guid().transform((id) => id.toLowerCase());
