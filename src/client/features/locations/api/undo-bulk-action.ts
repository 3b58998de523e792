import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResult, BulkUndoResult } from '#shared/bulk.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import { call } from '#client/lib/api.ts';
import { formatNumber, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { bulkFailure } from './bulk-texts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';

/**
 * POST /api/locations/bulk/undo: the places a bulk action changed, each with the version it gave
 * them, take back what they had before; one changed since is left as it is.
 */
export const undoBulkAction = (result: BulkResult) =>
  call(locationsRoutes.bulkUndo, {
    body: { places: Object.entries(result.versions).map(([id, version]) => ({ id: Number(id), version })) },
    idempotencyKey: crypto.randomUUID(),
  });

/** What the toast says after an undo: plain "Undone", or which places were left because changed since. */
export function undoneText({ count, edited }: BulkUndoResult): string {
  if (edited.length === 0) return i18n._('Undone');
  const changed = { count: formatNumber(edited.length) };
  const left = isOne(edited.length)
    ? i18n._('{count} place changed since was left as it is.', changed)
    : i18n._('{count} places changed since were left as they are.', changed);
  if (count === 0) return i18n._('Nothing was undone: {left}', { left });
  const values = { count: formatNumber(count), left };
  return isOne(count)
    ? i18n._('Undone for {count} place. {left}', values)
    : i18n._('Undone for {count} places. {left}', values);
}

/** The Undo of a bulk action's toast; the list, the map and the trash are read again after it. */
export function useUndoBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoBulkAction,
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: locationKeys.all });
      void client.invalidateQueries({ queryKey: trashKeys.all });
      if (result.edited.length === 0) toast.success(undoneText(result));
      else toast.info(undoneText(result));
    },
    onError: (error) => toast.error(bulkFailure(error)),
  });
}
