import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import type { BulkAction } from '#shared/bulk.ts';
import { call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { bulkFailure, doneText } from './bulk-texts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { useUndoBulkAction } from './undo-bulk-action';

/** How long the toast after a bulk action offers Undo. */
const UNDO_MS = 10_000;

/** POST /api/locations/bulk: one action on every chosen place, in one request; all or nothing. */
export const bulkAction = (action: BulkAction) =>
  call(locationsRoutes.bulk, { body: action, idempotencyKey: crypto.randomUUID() });

/**
 * A bulk action from the list. The places are refreshed from the server when it answers (the map,
 * the list and the sidebar's counts with them); a refused action changed nothing and says why.
 * Every action that changed a place offers Undo for 10 seconds: one request that gives each place
 * back exactly what it had, unless it was changed since (undo-bulk-action.ts).
 */
export function useBulkAction() {
  const client = useQueryClient();
  const undo = useUndoBulkAction();
  return useMutation({
    mutationFn: bulkAction,
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: locationKeys.all });
      void client.invalidateQueries({ queryKey: trashKeys.all });
      if (result.count === 0) return void toast.success(doneText(result.action, result.count));
      toast.success(doneText(result.action, result.count), {
        duration: UNDO_MS,
        action: { label: i18n._('Undo'), onClick: () => undo.mutate(result) },
      });
    },
    onError: (error) => toast.error(bulkFailure(error)),
  });
}
