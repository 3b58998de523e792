import { importsRoutes } from '#shared/api/routes/imports.generated.ts';
import type { ImportProgress } from '#shared/import/api-types.ts';
import { ApiError, call } from '#client/lib/api.ts';
import type { ImportMode } from '#shared/import/import-schema.ts';
import { postWithProgress } from './post-with-progress';

/**
 * POST /api/import/preview: a dry run that counts new places, places to update (rows carrying the
 * id of a place already here, as our own export does), duplicates and refused rows.
 */
export const previewImport = (
  body: Blob,
  mode: ImportMode,
  onProgress: (sent: number | null) => void,
  signal?: AbortSignal,
) => postWithProgress(importsRoutes.preview, withFields(body, { mode }), onProgress, signal);

/** The worker's body `{"places":[…]}` with more fields before the places, without parsing tens of megabytes again. */
function withFields(body: Blob, fields: Record<string, unknown>): Blob {
  const head = JSON.stringify(fields).slice(0, -1);
  return new Blob([head, head === '{' ? '' : ',', body.slice(1)], { type: 'application/json' });
}

/**
 * POST /api/import: all or nothing, duplicates skipped unless kept (in update mode, rows naming a place already
 * here change it); one batch, named by its file, that the owner
 * can undo. The same `idempotencyKey` for every attempt at one import: a repeat answers the first
 * import instead of making a second.
 */
export const runImport = (
  body: Blob,
  fileName: string,
  mode: ImportMode,
  /** Update mode: each place's version as the preview saw it (a place changed since is refused). */
  versions: Record<string, number> | undefined,
  /** The duplicates (by source) to import anyway. */
  keep: string[],
  onProgress: (sent: number | null) => void,
  signal: AbortSignal | undefined,
  idempotencyKey: string,
) =>
  postWithProgress(
    importsRoutes.commit,
    withFields(body, {
      fileName: fileName.slice(0, 255),
      mode,
      ...(versions ? { versions } : {}),
      ...(keep.length > 0 ? { keep } : {}),
    }),
    onProgress,
    signal,
    {
      'idempotency-key': idempotencyKey,
    },
  );

/** How often the dialog asks how far an import is once its file is sent. */
const PROGRESS_EVERY_MS = 700;

/**
 * Asks how far the import sent with `idempotencyKey` is (GET /api/import/progress) until `signal`
 * aborts, telling each answer. An instance that is not running it (behind a load balancer) or a
 * failed ask tells nothing: the dialog keeps what it was last told.
 */
export async function watchImport(
  idempotencyKey: string,
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_EVERY_MS));
    if (signal.aborted) return;
    try {
      const progress = await call(importsRoutes.progress, { query: { key: idempotencyKey }, signal });
      if (!signal.aborted) onProgress(progress);
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof ApiError)) throw error;
    }
  }
}
