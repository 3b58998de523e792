import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UploadedPhoto } from '#shared/media.ts';
import { ApiError, signInAgain } from '#client/lib/api.ts';
import { uploadPhoto } from '../api/upload-photo';
import { rememberPhotoInfo } from '../photo-info-cache';

/** Files sent at once: enough to keep the line busy, few enough that each shows steady progress. */
export const UPLOAD_CONCURRENCY = 3;

export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';

export interface UploadRow {
  key: number;
  file: File;
  status: UploadStatus;
  /** 0 to 1: the share of the bytes sent. */
  progress: number;
  /** Why it failed, in the server's words. */
  error?: string;
}

const waiting = (row: UploadRow) =>
  row.status === 'queued' || row.status === 'uploading' || row.status === 'processing';

/**
 * The files being uploaded, three at a time: each row goes queued → uploading (with its share sent)
 * → processing (sent; the server makes the copies) → done, or failed with the reason, to retry or
 * remove while the others go on. `onUploaded` gets each stored photo as it finishes. Uploads still
 * running when the owner leaves the form are cancelled.
 */
export function usePhotoUploads(onUploaded: (photo: UploadedPhoto) => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(1);
  const running = useRef(new Map<number, AbortController>());
  const latest = useRef(onUploaded);
  useLayoutEffect(() => {
    latest.current = onUploaded;
  });

  const patch = (key: number, update: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...update } : row)));

  // Starts queued files while fewer than UPLOAD_CONCURRENCY are on their way.
  useEffect(() => {
    let free = UPLOAD_CONCURRENCY - running.current.size;
    for (const row of rows) {
      if (free <= 0) break;
      if (row.status !== 'queued' || running.current.has(row.key)) continue;
      free -= 1;
      const controller = new AbortController();
      running.current.set(row.key, controller);
      patch(row.key, { status: 'uploading', progress: 0 });
      uploadPhoto(row.file, {
        signal: controller.signal,
        onProgress: (fraction) =>
          patch(row.key, fraction >= 1 ? { status: 'processing', progress: 1 } : { progress: fraction }),
      })
        .then((photo) => {
          rememberPhotoInfo(photo.url, photo);
          patch(row.key, { status: 'done', progress: 1 });
          latest.current(photo);
        })
        .catch(async (error: unknown) => {
          if (controller.signal.aborted) return;
          // The session ended while the form was open: sign in again over it, then send the file again.
          if (error instanceof ApiError && error.status === 401 && (await signInAgain())) {
            patch(row.key, { status: 'queued', progress: 0 });
            return;
          }
          patch(row.key, {
            status: 'failed',
            error: error instanceof Error ? error.message : 'The upload failed. Please try again.',
          });
        })
        .finally(() => {
          running.current.delete(row.key);
          // A slot is free: the effect runs again with the rows as they are now.
          setRows((current) => [...current]);
        });
    }
  }, [rows]);

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const add = useCallback((files: readonly File[]) => {
    setRows((current) => [
      ...current,
      ...files.map((file) => ({ key: nextKey.current++, file, status: 'queued' as const, progress: 0 })),
    ]);
  }, []);

  const retry = (key: number) => patch(key, { status: 'queued', progress: 0, error: undefined });

  const remove = (key: number) => {
    running.current.get(key)?.abort();
    running.current.delete(key);
    setRows((current) => current.filter((row) => row.key !== key));
  };

  const clearFinished = () => setRows((current) => current.filter((row) => row.status !== 'done'));

  return {
    rows,
    /** Files queued or on their way: they count against the place's limit, and the form waits for them. */
    pending: rows.filter(waiting).length,
    add,
    retry,
    remove,
    clearFinished,
  };
}
