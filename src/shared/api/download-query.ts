import { z } from '../zod';
import { STATUSES } from '../status';
import { DOWNLOAD_FORMATS } from '../places-download';
import { MAX_SEARCH } from './query-limits';

/** The most values one repeatable filter (`type`, `country`…) may name in a download's query. */
export const MAX_FILTER_VALUES = 300;
const MAX_VALUE = 200;

/** A query parameter that may come once or repeated (`?type=museum&type=park`), as a list. */
const repeated = <T extends z.ZodType>(item: T, name: string) =>
  z
    .union([item, z.array(item)], { error: `${name} is a value of the page's ${name} filter` })
    .transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]))
    .refine((list) => list.length <= MAX_FILTER_VALUES, `At most ${MAX_FILTER_VALUES} values of ${name}`)
    .optional();

const text = z.string().max(MAX_VALUE, `At most ${MAX_VALUE} characters`);

/**
 * GET /api/places/download: the format, then the very filter params of the home page's URL
 * (src/shared/filters.ts); `view`, `sort` and any other param of the page are read and ignored.
 * The owner's filters (`only`) read the owner's columns: a download is a visitor's read, so they
 * are refused.
 */
export const PlacesDownloadQuery = z.object({
  format: z.enum(DOWNLOAD_FORMATS, { error: `format is one of ${DOWNLOAD_FORMATS.join(', ')}` }),
  q: z.string().max(MAX_SEARCH, `q is at most ${MAX_SEARCH} characters`).optional(),
  type: repeated(text, 'type'),
  status: repeated(z.enum(STATUSES, { error: `status is one of ${STATUSES.join(', ')}` }), 'status'),
  country: repeated(text, 'country'),
  state: repeated(text, 'state'),
  tag: repeated(text, 'tag'),
  only: z.never({ error: "only names the owner's filters, which a download does not take" }).optional(),
});
