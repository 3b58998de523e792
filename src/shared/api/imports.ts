import { z } from 'zod';
import { PLACE_FIELDS } from '../history';
import { MAX_IMPORT_ROWS } from '../import/fields';
import { checkSourcesAndKeep, ImportKeepSchema, ImportSourcesSchema } from '../import/import-keep';
import { IMPORT_MODES } from '../import/import-schema';
import { LocationSchema, NO_NUL, NUL_MESSAGE } from '../location-schema';
import { defineRoute } from './define';
import { NoOptions } from './trash';

/** What an import sends: the places (each checked as POST /api/locations checks one) and how. */
export const ImportRequestSchema = z
  .strictObject({
    places: z
      .array(z.unknown(), { error: 'places must be a list of places' })
      .max(
        MAX_IMPORT_ROWS,
        `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} places can be imported at once. Split the file into smaller ones.`,
      ),
    /** `update`: a row whose id names a live place updates it instead of being a duplicate. */
    mode: z.enum(IMPORT_MODES, { error: 'mode must be add or update' }).optional(),
    /**
     * The versions the preview gave (update mode): a place changed since is not overwritten, the
     * import is refused naming it.
     */
    versions: z
      .record(z.string().regex(/^[1-9]\d{0,9}$/), z.int().min(1), {
        error: 'versions must map place ids to the versions the preview gave',
      })
      .optional(),
    /** Shown in the import history. */
    fileName: z
      .string({ error: 'fileName must be text' })
      .max(255, 'fileName is at most 255 characters')
      .refine(NO_NUL, NUL_MESSAGE)
      .optional(),
    /** Where each place is in its file ("line 12"), by position: what the preview names duplicates by. */
    sources: ImportSourcesSchema.optional(),
    /** The duplicates (by source) the owner chose to import anyway. */
    keep: ImportKeepSchema.optional(),
  })
  .superRefine(checkSourcesAndKeep)
  .meta({ id: 'ImportRequest' });

/** A place the server refuses in an import: its 1-based position in the list sent, the field and why. */
export const ImportRowProblemSchema = z
  .strictObject({ row: z.number().int(), field: z.string(), reason: z.string() })
  .meta({ id: 'ImportRowProblem' });

/** A row skipped as a duplicate: where it is in the file, its name, the place it is like and how far. */
export const ImportDuplicateSchema = z
  .strictObject({
    source: z.string(),
    name: z.string(),
    like: z.strictObject({ id: z.number().int(), name: z.string() }),
    distanceM: z.number(),
  })
  .meta({ id: 'ImportDuplicate' });

/** A country value of the file and the name it is stored under. */
export const CountryChangeSchema = z
  .strictObject({ from: z.string(), to: z.string(), count: z.number().int() })
  .meta({ id: 'CountryChange' });

/** Some of the fields a revision records, with their values. */
export const PlaceValuesSchema = LocationSchema.pick(
  Object.fromEntries(PLACE_FIELDS.map((field) => [field, true])) as Record<
    (typeof PLACE_FIELDS)[number],
    true
  >,
).partial();

/** What a row would change in the live place it names: the fields, before and after. */
export const ImportChangeSchema = z
  .strictObject({
    id: z.number().int(),
    /** The place's name as it is now. */
    name: z.string(),
    fields: z.array(z.enum(PLACE_FIELDS)),
    before: PlaceValuesSchema,
    after: PlaceValuesSchema,
  })
  .meta({ id: 'ImportChange' });

/** Answer of POST /api/import/preview (a dry run): what an import of these places would do. */
export const ImportPreviewSchema = z
  .strictObject({
    total: z.number().int(),
    /** New places (valid and not duplicates). */
    toAdd: z.number().int(),
    /**
     * New rows with a name like a place already on the map within 100 m, skipped unless named in
     * the import's `keep`; every one listed. Rows of one file are never duplicates of each other.
     */
    duplicates: z.array(ImportDuplicateSchema),
    /** The countries the import stores under the site's name ("CN" → "China"), with how many rows. */
    countries: z.array(CountryChangeSchema),
    /**
     * Rows naming a live place by its id (our own export) that would change it: what an import in
     * update mode updates. Counted in either mode, so the dialog can offer to update.
     */
    toUpdate: z.number().int(),
    /** Rows naming a live place by its id that would change nothing. */
    unchanged: z.number().int(),
    /** What the first rows that change a live place would change in it, as a revision shows a change. */
    changes: z.array(ImportChangeSchema),
    /**
     * The version of every live place the rows name, as the preview saw it: sent back with the
     * import, which refuses (409 `changed_since`) when one of them changed since.
     */
    versions: z.record(z.string(), z.number().int()),
    /** The first thousand refused places. */
    errors: z.array(ImportRowProblemSchema),
    errorCount: z.number().int(),
  })
  .meta({ id: 'ImportPreview' });

/** Answer of POST /api/import: one batch, which POST /api/imports/:id/undo takes back. */
export const ImportOutcomeSchema = z
  .strictObject({
    added: z.number().int(),
    /** Live places changed (update mode). */
    updated: z.number().int(),
    /** Rows naming a live place that changed nothing (or, adding only new places, were left out). */
    unchanged: z.number().int(),
    /** Rows skipped as duplicates of places already here (those not kept). */
    duplicates: z.number().int(),
    batchId: z.string(),
  })
  .meta({ id: 'ImportOutcome' });

/** The steps of an import the server reports, in order. */
export const IMPORT_STEPS = ['checking', 'locating', 'saving', 'done'] as const;

/**
 * How far a running import is: `done` of `total` places in its step (checking every row, finding
 * the country and state of new places, saving them); `done` once its answer is on its way.
 */
export const ImportProgressSchema = z
  .strictObject({
    step: z.enum(IMPORT_STEPS),
    done: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .meta({ id: 'ImportProgress' });

const ImportProgressQuery = z.strictObject({
  key: z
    .string({ error: 'key is the Idempotency-Key the import was sent with' })
    .regex(/^[\x20-\x7e]{1,200}$/, 'key is the Idempotency-Key the import was sent with'),
});

/** One entry of GET /api/imports, newest first. */
export const ImportBatchSchema = z
  .strictObject({
    id: z.string(),
    createdAt: z.string(),
    fileName: z.string(),
    added: z.number().int(),
    updated: z.number().int(),
    undoneAt: z.string().nullable(),
    /** How many of the places it added are still live (not in the trash). */
    live: z.number().int(),
  })
  .meta({ id: 'ImportBatch' });

const BatchIdParams = z.object({ id: z.guid().transform((id) => id.toLowerCase()) });

const UndoBody = z.strictObject({
  /** Trash the import's places even those edited since (the owner was asked). */
  force: z.boolean({ error: 'force must be true or false' }).optional(),
});

const IMPORT_ERRORS = ['invalid_input'] as const;

export const importsApi = {
  preview: defineRoute({
    method: 'POST',
    path: '/api/import/preview',
    tag: 'Import',
    summary: 'A dry run: what an import of these places would add, update, skip as duplicates, or refuse.',
    access: 'owner',
    body: ImportRequestSchema,
    response: ImportPreviewSchema,
    errors: [...IMPORT_ERRORS],
  }),
  commit: defineRoute({
    method: 'POST',
    path: '/api/import',
    tag: 'Import',
    summary:
      'Imports the places as one batch, all or nothing; duplicates are skipped unless kept. Idempotent.',
    access: 'owner',
    body: ImportRequestSchema,
    response: ImportOutcomeSchema,
    headers: ['Idempotency-Key'],
    errors: [...IMPORT_ERRORS, 'changed_since'],
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/api/import/progress',
    tag: 'Import',
    summary:
      'How far the import sent with this Idempotency-Key is, on the instance running it (404 on any other).',
    access: 'owner',
    query: ImportProgressQuery,
    queryMessage: 'The import progress query is not valid.',
    notFound: 'That import',
    response: ImportProgressSchema,
    errors: ['not_found', 'invalid_input'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/imports',
    tag: 'Import',
    summary: 'Every import, newest first, with how many of the places it added are still live.',
    access: 'owner',
    response: z.array(ImportBatchSchema),
    errors: [],
  }),
  undo: defineRoute({
    method: 'POST',
    path: '/api/imports/:id/undo',
    tag: 'Import',
    summary:
      'Moves the places an import added to the trash; places edited since only with `force` (409 otherwise).',
    access: 'owner',
    params: BatchIdParams,
    notFound: 'That import',
    body: UndoBody,
    bodyOptional: true,
    response: ImportBatchSchema.extend({ trashed: z.number().int() }),
    errors: ['not_found', 'invalid_input', 'edited_since'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/imports/:id/restore',
    tag: 'Import',
    summary: 'Brings back every place the import added that is in the trash.',
    access: 'owner',
    params: BatchIdParams,
    notFound: 'That import',
    body: NoOptions,
    bodyOptional: true,
    response: ImportBatchSchema.extend({ restored: z.number().int() }),
    errors: ['not_found', 'invalid_input'],
  }),
};
