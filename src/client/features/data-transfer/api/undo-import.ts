import { importsRoutes } from '#shared/api/routes/imports.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '#client/lib/api.ts';

/** POST /api/imports/:id/undo: the places the import added go to the trash (`force` even if edited since). */
export const undoImport = ({ id, force = false }: { id: string; force?: boolean }) =>
  call(importsRoutes.undo, { params: { id }, body: force ? { force: true } : {} });

/** The ids of the import's places edited since, when the server asks before trashing them (409 edited_since). */
export function editedSince(error: unknown): number[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'edited_since') return null;
  const ids = (error.body as { error?: { ids?: unknown } } | undefined)?.error?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    // Every screen derived from the places (map, list, statistics, world progress, trash) reloads.
    onSettled: () => client.invalidateQueries(),
  });
}
