import { z } from './zod';
import { LocationStatusSchema, LocationTypeSchema, TagNameSchema } from './location-schema';

// Bulk actions of the owner's list: one request, one transaction, one revision per place.

/** The most places one bulk request may name: a body over it is refused as a whole. */
export const BULK_MAX_IDS = 10_000;
const MAX_LOCATION_ID = 2 ** 31 - 1;

const BulkIdsSchema = z
  .array(
    z
      .int('Each id is a whole number')
      .min(1, 'Each id is a place id')
      .max(MAX_LOCATION_ID, 'Each id is a place id'),
    {
      error: 'ids is a list of place ids',
    },
  )
  .min(1, 'Choose at least one place')
  .max(
    BULK_MAX_IDS,
    `At most ${BULK_MAX_IDS.toLocaleString('en-US')} places at once: choose fewer and try again`,
  )
  // A place named twice is changed once.
  .transform((ids) => [...new Set(ids)]);

/** The file formats an export is written in. */
export const EXPORT_FORMAT_NAMES = ['geojson', 'csv', 'kml'] as const;

/**
 * Body of POST /api/export: the chosen places in one file. A POST because 10,000 ids make a query
 * string longer than servers and proxies take, and the server's serializers stay the only ones.
 */
export const ExportSelectionSchema = z.strictObject({
  format: z.enum(EXPORT_FORMAT_NAMES, { error: 'Use geojson, csv or kml' }),
  ids: BulkIdsSchema,
});

/** Body of POST /api/locations/bulk: the places and what to do to all of them. */
export const BulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('set-status'), ids: BulkIdsSchema, value: LocationStatusSchema }),
    z.strictObject({ action: z.literal('set-type'), ids: BulkIdsSchema, value: LocationTypeSchema }),
    z.strictObject({ action: z.literal('trash'), ids: BulkIdsSchema }),
    z.strictObject({ action: z.literal('restore'), ids: BulkIdsSchema }),
    // A tag by name: adding an unknown one creates it; removing one a place lacks leaves it as it is.
    z.strictObject({ action: z.literal('add-tag'), ids: BulkIdsSchema, value: TagNameSchema }),
    z.strictObject({ action: z.literal('remove-tag'), ids: BulkIdsSchema, value: TagNameSchema }),
    z.strictObject({ action: z.literal('make-private'), ids: BulkIdsSchema }),
    z.strictObject({ action: z.literal('make-public'), ids: BulkIdsSchema }),
  ],
  {
    error: 'action is set-status, set-type, trash, restore, add-tag, remove-tag, make-private or make-public',
  },
);
export type BulkAction = z.infer<typeof BulkActionSchema>;
export type BulkActionName = BulkAction['action'];

/** A place's new version, by its id: what an Undo sends back. */
const VersionsSchema = z.record(z.number().int(), z.number().int());

/** The answer: how many places changed, which, and each one's new version. */
export const BulkResultSchema = z
  .strictObject({
    action: z.enum(BulkActionSchema.options.map((option) => option.shape.action.value) as [BulkActionName]),
    /** Places the action changed (a place already in that state is left as it is). */
    count: z.number().int().nonnegative(),
    ids: z.array(z.number().int()),
    versions: VersionsSchema,
  })
  .meta({ id: 'BulkResult' });
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** How many places a bulk change may name before the list asks first (issue 36). */
export const BULK_CONFIRM_ABOVE = 50;

const UndoPlaceSchema = z.strictObject({
  id: z
    .int('Each id is a whole number')
    .min(1, 'Each id is a place id')
    .max(MAX_LOCATION_ID, 'Each id is a place id'),
  version: z.int('Each version is a whole number').min(1, 'Each version is at least 1').max(MAX_LOCATION_ID),
});

/**
 * Body of POST /api/locations/bulk/undo: each place with the version a bulk action gave it (the
 * answer's `versions`). A place still at that version takes back what the change set; one changed
 * since is left as it is.
 */
export const BulkUndoSchema = z.strictObject({
  places: z
    .array(UndoPlaceSchema, { error: 'places is a list of {id, version}' })
    .min(1, 'Choose at least one place')
    .max(
      BULK_MAX_IDS,
      `At most ${BULK_MAX_IDS.toLocaleString('en-US')} places at once: choose fewer and try again`,
    )
    .refine((places) => new Set(places.map((p) => p.id)).size === places.length, 'Name each place once'),
});
export type BulkUndo = z.infer<typeof BulkUndoSchema>;

/** The answer to an undo: the places given back their values, and those left because changed since. */
export const BulkUndoResultSchema = z
  .strictObject({
    count: z.number().int().nonnegative(),
    ids: z.array(z.number().int()),
    versions: VersionsSchema,
    /** Places changed since the action (edited, trashed or restored): left as they are. */
    edited: z.array(z.number().int()),
  })
  .meta({ id: 'BulkUndoResult' });
export type BulkUndoResult = z.infer<typeof BulkUndoResultSchema>;
