import { z } from '../zod';
import { NO_NUL, NUL_MESSAGE } from '../location-schema';
import { MAX_IMPORT_ROWS } from './fields';

/** "line 12", "feature 3 point 2 in Trip.kml": room for a long file name inside an archive. */
const MAX_SOURCE_LENGTH = 300;

/**
 * A row's identity in its file, as the importer reads it ("line 12", "feature 3"): what the
 * preview names a duplicate by, and what `keep` names it back with.
 */
const Source = (what: string) =>
  z
    .string({ error: what })
    .min(1, 'A source must not be empty')
    .max(MAX_SOURCE_LENGTH, `A source is at most ${MAX_SOURCE_LENGTH} characters`)
    .refine(NO_NUL, NUL_MESSAGE);

/** One source per place sent, in the same order. A place sent without one is "place N". */
export const ImportSourcesSchema = z
  .array(Source('Each source must be text'), { error: 'sources must be a list of text, one per place' })
  .max(MAX_IMPORT_ROWS, 'sources must name one source per place');

/** The sources of the rows the preview listed as duplicates that the owner chose to import anyway. */
export const ImportKeepSchema = z
  .array(Source('Each source to keep must be text'), {
    error: 'keep must be a list of the sources to import anyway',
  })
  .max(MAX_IMPORT_ROWS, 'keep names at most one source per place');

/** The source of the place at this 0-based position when the body gives none. */
export const defaultSource = (index: number) => `place ${index + 1}`;

/**
 * The checks across fields: one source per place, each naming one place; each kept source one of
 * them. Added to the body schema with superRefine, so the answer is the usual 400 by field.
 */
export function checkSourcesAndKeep(
  body: {
    places: readonly unknown[];
    sources?: readonly string[] | undefined;
    keep?: readonly string[] | undefined;
  },
  context: z.RefinementCtx,
): void {
  const { places, sources, keep } = body;
  if (sources && sources.length !== places.length) {
    context.addIssue({
      code: 'custom',
      path: ['sources'],
      message: 'sources must name one source per place',
    });
    return;
  }
  const known = new Set<string>();
  sources?.forEach((source, index) => {
    if (known.has(source))
      context.addIssue({
        code: 'custom',
        path: ['sources', index],
        message: `${source} names two places: one source per place`,
      });
    known.add(source);
  });
  const isSource = (source: string) =>
    sources ? known.has(source) : /^place [1-9]\d*$/.test(source) && Number(source.slice(6)) <= places.length;
  keep?.forEach((source, index) => {
    if (!isSource(source))
      context.addIssue({
        code: 'custom',
        path: ['keep', index],
        message: `"${source}" is not a place of this import`,
      });
  });
}
