import { importsRoutes } from '#shared/api/routes/imports.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, call } from '#client/lib/api.ts';
import type { TrashedImport } from '../trash-search';

/** POST /api/imports/:id/restore: every place of the import still in the trash comes back. */
export const restoreImport = (id: string) => call(importsRoutes.restore, { params: { id }, body: {} });

const places = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'place' : 'places'}`;

/** "Restore this import" in the trash; the map, lists, statistics and import history follow. */
export function useRestoreImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batch: TrashedImport) => restoreImport(batch.id),
    onSuccess: (result) => {
      // Every screen derived from the places reloads, as after an import.
      void client.invalidateQueries();
      toast.success(`Restored ${places(result.restored)} of ${result.fileName || 'the import'}`);
    },
    onError: (error) =>
      toast.error(
        `Could not restore the import: ${error instanceof ApiError ? error.message : 'please try again.'}`,
      ),
  });
}
