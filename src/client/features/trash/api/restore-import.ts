import { importsRoutes } from '#shared/api/routes/imports.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, call } from '#client/lib/api.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import type { TrashedImport } from '../trash-search';

/** POST /api/imports/:id/restore: every place of the import still in the trash comes back. */
export const restoreImport = (id: string) => call(importsRoutes.restore, { params: { id }, body: {} });

/** "Restored 3 places of trip.csv". */
function restored(count: number, fileName: string): string {
  const values = { count: formatNumber(count), name: fileName };
  if (fileName)
    return isOne(count)
      ? i18n._('Restored {count} place of {name}', values)
      : i18n._('Restored {count} places of {name}', values);
  return isOne(count)
    ? i18n._('Restored {count} place of the import', values)
    : i18n._('Restored {count} places of the import', values);
}

/** "Restore this import" in the trash; the map, lists, statistics and import history follow. */
export function useRestoreImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batch: TrashedImport) => restoreImport(batch.id),
    onSuccess: (result) => {
      // Every screen derived from the places reloads, as after an import.
      void client.invalidateQueries();
      toast.success(restored(result.restored, result.fileName));
    },
    onError: (error) =>
      toast.error(
        i18n._('Could not restore the import: {reason}', {
          reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
        }),
      ),
  });
}
