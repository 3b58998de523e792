import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationPatch } from '#shared/location.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import { ifMatch, LocationConflict, withConflict } from './conflict';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { showPlace } from './mutate-locations';

/** How long the toast after a restore offers Undo, as after a delete. */
export const RESTORE_UNDO_MS = 10_000;

/**
 * Undo after "Restore this version": PATCH /api/locations/:id puts back the fields the restore
 * changed (itself a revision), with If-Match on the version the restore made, so a change made
 * since is never overwritten: the 409 is said, and the place shown as it is now.
 */
export function useUndoRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, version }: { id: number; changes: LocationPatch; version: number }) =>
      withConflict(id, () =>
        call(locationsRoutes.update, {
          params: { id: String(id) },
          body: changes,
          headers: ifMatch(version),
        }),
      ),
    onSuccess: (place) => {
      showPlace(client, place);
      toast.success(i18n._('Undone: the place is as it was before the restore'));
    },
    onError: (error) => {
      if (error instanceof LocationConflict) {
        showPlace(client, error.current);
        toast.error(
          i18n._(
            'This place was changed after the restore, so Undo changed nothing. Its details show it as it is now.',
          ),
        );
      } else
        toast.error(
          error instanceof ApiError
            ? i18n._('Could not undo: {reason}', { reason: error.message })
            : i18n._('Could not undo. Please try again.'),
        );
    },
    onSettled: (_result, _error, { id }) => client.invalidateQueries({ queryKey: locationKeys.history(id) }),
  });
}
