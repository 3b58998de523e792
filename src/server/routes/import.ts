import type {
  CountryChange,
  ImportOutcome,
  ImportPreview,
  ImportRowProblem,
} from '#shared/import/api-types.ts';
import { importsApi } from '#shared/api/imports.ts';
import { ImportPlaceSchema } from '#shared/import/import-schema.ts';
import { defaultSource } from '#shared/import/import-keep.ts';
import { PLACE_FIELDS } from '#shared/history.ts';
import { foldYoutubeUrl } from '#shared/location.ts';
import { sitePhotoUrl } from '#shared/media.ts';
import { recordImport } from '../db/import-batches';
import { claimWriteLock, type LocationChanges } from '../db/locations';
import type { Executor } from '../db/location-reads';
import { missingUploadFields } from '../db/media';
import { badInput, changedSince as changedSinceError, notFound } from '../errors';
import { CountryNamer } from '../import-countries';
import { ImportProgressBoard, type ImportReporter } from '../import-progress';
import { changedSince, planImport, type ValidRow } from '../import-plan';
import { withRegion } from '../geo/fill-region';
import { routeServer } from '../api/serve';
import { eachInTurns, mapInTurns, turnTaker } from '../turns';
import type { RoutePlugin } from '../context';

/**
 * The JSON of 100,000 places is 20 to 40 MB; a 50 MB file (the most the dialog takes) grows by
 * its field names when sent as JSON, so the limit leaves room for that.
 */
export const IMPORT_BODY_LIMIT = 100 * 1024 * 1024;
/**
 * Each import reads and checks up to 100 MB: more than a few a minute is a runaway script or a
 * stolen session, not the owner. Per address, per route, across all instances.
 */
export const IMPORT_RATE_LIMIT = { max: 20, windowSeconds: 60 } as const;
/** An import's progress is told every this many places. */
const PROGRESS_EVERY = 100;
/** Enough rows to fix a file by; a file with thousands of bad rows says so in its count. */
const MAX_LISTED_ERRORS = 1000;

interface Checked {
  valid: ValidRow[];
  errors: ImportRowProblem[];
  errorCount: number;
  countries: CountryChange[];
}

/** Validates every row with the schema of POST /api/locations (plus our export's id and createdAt). */
async function checkRows(
  rows: readonly unknown[],
  sources: readonly string[] | undefined,
  report: ImportReporter = () => {},
): Promise<Checked> {
  const checked: Checked = { valid: [], errors: [], errorCount: 0, countries: [] };
  const countries = new CountryNamer();
  // The row each id was first on: a place is updated by one row, or which row would win?
  const firstRow = new Map<number, number>();
  const refuse = (problem: ImportRowProblem) => {
    checked.errorCount += 1;
    if (checked.errors.length < MAX_LISTED_ERRORS) checked.errors.push(problem);
  };
  // 100,000 rows take seconds: other requests are answered meanwhile.
  await eachInTurns(rows, (body, index) => {
    if (index % PROGRESS_EVERY === 0) report('checking', index, rows.length);
    const result = ImportPlaceSchema.safeParse(body);
    if (result.success) {
      const { id, youtubeUrl, youtubeUrls, filled = [], ...place } = result.data;
      const first = id === undefined ? undefined : firstRow.get(id);
      if (first !== undefined)
        return refuse({
          row: index + 1,
          field: 'id',
          reason: `id ${id} is already on place ${first}: one row per place`,
        });
      if (id !== undefined) firstRow.set(id, index + 1);
      const folded = {
        ...place,
        country: countries.name(place.country),
        youtubeUrls: foldYoutubeUrl(youtubeUrls, youtubeUrl),
      };
      const sent = new Set(Object.keys(body as object));
      if (sent.has('youtubeUrl')) sent.add('youtubeUrls');
      // A default is for a new place: the place a row updates keeps its own value.
      for (const field of filled) sent.delete(field);
      const changes = Object.fromEntries(
        PLACE_FIELDS.filter((field) => sent.has(field)).map((field) => [field, folded[field]]),
      ) as LocationChanges;
      const source = sources?.[index] ?? defaultSource(index);
      return void checked.valid.push({ row: index + 1, source, place: folded, id, changes });
    }
    const issue = result.error.issues[0];
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    refuse({
      row: index + 1,
      field: unknown ?? (issue?.path.join('.') || 'place'),
      reason: unknown
        ? `Unknown field "${unknown}"`
        : typeof body !== 'object' || body === null
          ? 'Not a place'
          : (issue?.message ?? 'Not valid'),
    });
  });
  checked.countries = countries.changes();
  return checked;
}

/** Our exports name uploaded photos by absolute links on SITE_URL: back home they are the stored photos. */
function withSitePhotos(row: ValidRow, siteUrl: string): ValidRow {
  const local = (photos: string[] | undefined) => photos?.map((url) => sitePhotoUrl(url, siteUrl));
  return {
    ...row,
    place: { ...row.place, photos: local(row.place.photos) },
    changes: row.changes.photos ? { ...row.changes, photos: local(row.changes.photos) } : row.changes,
  };
}

/**
 * A row may name photos uploaded to this site (`/media/…`, as our own exports carry them) only
 * when they are stored here: a row naming one that is not becomes a row problem.
 */
async function withStoredPhotos(db: Executor, checked: Checked, siteUrl: string): Promise<Checked> {
  const valid: ValidRow[] = [];
  const takeTurn = turnTaker();
  for (const exported of checked.valid) {
    await takeTurn();
    const row = withSitePhotos(exported, siteUrl);
    const missing = Object.entries(await missingUploadFields(db, row.place.photos));
    if (missing.length === 0) {
      valid.push(row);
      continue;
    }
    checked.errorCount += 1;
    if (checked.errors.length < MAX_LISTED_ERRORS) {
      const [field, reason] = missing[0]!;
      checked.errors.push({ row: row.row, field, reason });
    }
  }
  checked.errors.sort((a, b) => a.row - b.row);
  return { ...checked, valid };
}

export const importRoutes: RoutePlugin = async (app, context) => {
  const { database, locationsChanged, config } = context;
  const { db } = database;
  // The owner is checked (serve puts the owner guard first) before up to 100 MB are read.
  const serve = routeServer(app, context);
  const progress = new ImportProgressBoard();
  const options = {
    bodyLimit: IMPORT_BODY_LIMIT,
    config: {
      tooLarge: { what: 'The import', advice: 'Split the file into smaller ones.' },
      rateLimit: IMPORT_RATE_LIMIT,
    },
  };

  /** A dry run: what an import of these places would add, update, skip as duplicates, or refuse. */
  serve(
    importsApi.preview,
    async (request) => {
      const { places, sources, keep, mode = 'add' } = request.body;
      const { valid, errors, errorCount, countries } = await withStoredPhotos(
        db,
        await checkRows(places, sources),
        config.siteUrl,
      );
      const plan = await planImport(db, valid, mode, '', new Set(keep));
      return {
        total: places.length,
        toAdd: plan.fresh.length,
        toUpdate: plan.toUpdate,
        unchanged: plan.unchanged,
        duplicates: plan.duplicates,
        countries,
        changes: plan.changes,
        versions: plan.versions,
        errors,
        errorCount,
      } satisfies ImportPreview;
    },
    options,
  );

  /**
   * All or nothing, as one batch: one invalid place refuses the whole import; duplicates are skipped.
   * Its progress is told by its Idempotency-Key (GET /api/import/progress).
   */
  serve(
    importsApi.commit,
    async (request) => {
      const { places, sources, keep, mode = 'add', fileName = '', versions } = request.body;
      const key = request.headers['idempotency-key'];
      const report = progress.reporter(typeof key === 'string' ? key : undefined);
      const { valid, errors, errorCount } = await withStoredPhotos(
        db,
        await checkRows(places, sources, report),
        config.siteUrl,
      );
      if (errorCount > 0) {
        const first = errors[0]!;
        throw badInput(
          Object.fromEntries(errors.map((e) => [`places.${e.row - 1}.${e.field}`, e.reason])),
          `${errorCount.toLocaleString('en-US')} of the places cannot be imported (place ${first.row}: ${first.reason}). Nothing was imported.`,
        );
      }
      const outcome = await database.longTransaction(async (trx) => {
        await claimWriteLock(trx);
        const plan = await planImport(trx, valid, mode, fileName.trim(), new Set(keep));
        if (mode === 'update' && versions) {
          const changed = await changedSince(trx, plan, versions);
          if (changed.length > 0) throw changedSinceError(changed);
        }
        const located = plan.fresh.length;
        const fresh = await mapInTurns(plan.fresh, (place, i) => {
          if (i % PROGRESS_EVERY === 0) report('locating', i, located);
          return withRegion(place);
        });
        const saving = located + plan.updates.length;
        report('saving', 0, saving);
        const written = await recordImport(
          trx,
          { ...plan, fresh },
          { onSaved: (done) => report('saving', done, saving) },
        );
        return { ...written, duplicates: plan.duplicates.length, unchanged: plan.unchanged };
      });
      report('done', places.length, places.length);
      if (outcome.added + outcome.updated > 0) locationsChanged.emit();
      return {
        added: outcome.added,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        duplicates: outcome.duplicates,
        batchId: outcome.batchId,
      } satisfies ImportOutcome;
    },
    { ...options, config: { ...options.config, idempotent: true } },
  );

  serve(importsApi.progress, async (request) => {
    const known = progress.get(request.query.key);
    if (!known) throw notFound('That import');
    return known;
  });
};
