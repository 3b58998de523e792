import type { ImportOutcome, ImportPreview } from '../../../../shared/import/api-types';
import { postWithProgress } from './post-with-progress';

/** POST /api/import/preview: a dry run that counts new places, duplicates and refused rows. */
export const previewImport = (body: Blob, onProgress: (sent: number | null) => void, signal?: AbortSignal) =>
  postWithProgress<ImportPreview>('/import/preview', body, onProgress, signal);

/** POST /api/import: all or nothing, duplicates skipped. */
export const runImport = (body: Blob, onProgress: (sent: number | null) => void, signal?: AbortSignal) =>
  postWithProgress<ImportOutcome>('/import', body, onProgress, signal);
