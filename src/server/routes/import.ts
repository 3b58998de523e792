import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { z } from 'zod';
import type { ImportOutcome, ImportPreview, ImportRowProblem } from '../../shared/import/api-types';
import { markDuplicates } from '../../shared/import/duplicates';
import { MAX_IMPORT_ROWS } from '../../shared/import/fields';
import { foldYoutubeUrl, type LocationCreateParsed } from '../../shared/location';
import { LocationCreateSchema } from '../../shared/location-schema';
import { insertLocations, type NewLocation } from '../db/locations';
import { HttpError, parseBody } from '../errors';
import { withRegion } from '../geo/fill-region';
import type { AppContext } from '../context';

/**
 * The JSON of 100,000 places is 20 to 40 MB; a 50 MB file (the most the dialog takes) grows by
 * its field names when sent as JSON, so the limit leaves room for that.
 */
export const IMPORT_BODY_LIMIT = 100 * 1024 * 1024;
/** Enough rows to fix a file by; a file with thousands of bad rows says so in its count. */
const MAX_LISTED_ERRORS = 1000;

const ImportBodySchema = z.strictObject({
  places: z
    .array(z.unknown(), { error: 'places must be a list of places' })
    .max(
      MAX_IMPORT_ROWS,
      `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} places can be imported at once. Split the file into smaller ones.`,
    ),
});

interface Checked {
  valid: { row: number; place: NewLocation }[];
  errors: ImportRowProblem[];
  errorCount: number;
}

function toNewLocation({ youtubeUrl, youtubeUrls, ...place }: LocationCreateParsed): NewLocation {
  return { ...place, youtubeUrls: foldYoutubeUrl(youtubeUrls, youtubeUrl) };
}

/** Validates every row with the same schema as POST /api/locations. */
function checkRows(rows: readonly unknown[]): Checked {
  const checked: Checked = { valid: [], errors: [], errorCount: 0 };
  rows.forEach((body, index) => {
    const result = LocationCreateSchema.safeParse(body);
    if (result.success) return void checked.valid.push({ row: index + 1, place: toNewLocation(result.data) });
    checked.errorCount += 1;
    if (checked.errors.length >= MAX_LISTED_ERRORS) return;
    const issue = result.error.issues[0];
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    checked.errors.push({
      row: index + 1,
      field: unknown ?? (issue?.path.join('.') || 'place'),
      reason: unknown
        ? `Unknown field "${unknown}"`
        : typeof body !== 'object' || body === null
          ? 'Not a place'
          : (issue?.message ?? 'Not valid'),
    });
  });
  return checked;
}

export const importRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { database, requireOwner, locationsChanged },
) => {
  const { db } = database;
  const fallbackErrorHandler = app.errorHandler;
  const options = {
    preHandler: requireOwner,
    bodyLimit: IMPORT_BODY_LIMIT,
    // The app-wide message says "at most 1 MB", which is not the limit here.
    errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE')
        return fallbackErrorHandler.call(this, error, request, reply);
      const message = `The import is too large (at most ${IMPORT_BODY_LIMIT / 1024 / 1024} MB). Split the file into smaller ones.`;
      return reply
        .status(413)
        .type('application/json; charset=utf-8')
        .send({ error: { code: 'too_large', message } });
    },
  };

  const existingPlaces = (executor: Pick<typeof db, 'selectFrom'> = db) =>
    executor.selectFrom('locations').select(['name', 'latitude', 'longitude']).execute();

  /** A dry run: what an import of these places would add, skip as duplicates, or refuse. */
  app.post('/import/preview', options, async (request) => {
    const { places } = parseBody(ImportBodySchema, request.body);
    const { valid, errors, errorCount } = checkRows(places);
    const duplicates = markDuplicates(
      await existingPlaces(),
      valid.map((v) => v.place),
    ).filter(Boolean).length;
    return {
      total: places.length,
      toAdd: valid.length - duplicates,
      duplicates,
      errors,
      errorCount,
    } satisfies ImportPreview;
  });

  /** All or nothing: one invalid place refuses the whole import; duplicates are skipped. */
  app.post('/import', options, async (request) => {
    const { places } = parseBody(ImportBodySchema, request.body);
    const { valid, errors, errorCount } = checkRows(places);
    if (errorCount > 0) {
      const first = errors[0]!;
      throw new HttpError(
        400,
        'invalid_input',
        `${errorCount.toLocaleString('en-US')} of the places cannot be imported (place ${first.row}: ${first.reason}). Nothing was imported.`,
        Object.fromEntries(errors.map((e) => [`places.${e.row - 1}.${e.field}`, e.reason])),
      );
    }
    const added = await db.transaction().execute(async (trx) => {
      const duplicate = markDuplicates(
        await existingPlaces(trx),
        valid.map((v) => v.place),
      );
      const fresh = valid.filter((_, i) => !duplicate[i]).map((v) => withRegion(v.place));
      await insertLocations(trx, fresh);
      return fresh.length;
    });
    if (added > 0) locationsChanged.emit();
    return { added, duplicates: valid.length - added } satisfies ImportOutcome;
  });
};
