import { transferRoutes } from '#shared/api/routes/transfer.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routeUrl } from '#client/lib/api.ts';
import { postWithProgress } from './post-with-progress';

/** The whole site as one zip (owner only): a plain download link, so the browser shows its progress. */
export const ARCHIVE_URL = routeUrl(transferRoutes.archive);

export interface RestoreArchiveInput {
  file: File;
  /** The share sent (0–1), then null while the server restores. */
  onProgress: (sent: number | null) => void;
}

export function restoreArchive({ file, onProgress }: RestoreArchiveInput) {
  return postWithProgress(transferRoutes.restore, file, onProgress, undefined, {
    'content-type': 'application/zip',
  });
}

/** Restores an archive into this (empty) site; every cached read is stale after it. */
export function useRestoreArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreArchive,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
