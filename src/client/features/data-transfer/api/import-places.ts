import { importsRoutes } from '#shared/api/routes/imports.generated.ts';
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
