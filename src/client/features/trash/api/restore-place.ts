import { trashRoutes } from '#shared/api/routes/trash.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import type { PlaceSummary } from '#shared/map-data.ts';
import { summarize } from '#shared/summarize-place.ts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

/** POST /api/locations/:id/restore: the place leaves the trash with its id, photos and history. */
export const restorePlace = (id: number) =>
  call(trashRoutes.restore, { params: { id: String(id) }, body: {} });

/** Restores a place (Undo after a delete, Restore in the trash); it is back on the map at once. */
export function useRestorePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restorePlace,
    onSuccess: (place) => {
      client.setQueryData(locationKeys.detail(place.id), place);
      client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) =>
        places && !places.some((p) => p.id === place.id) ? [...places, summarize(place)] : places,
      );
      // The server's order, and everything derived from the places, follow.
      void client.invalidateQueries({ queryKey: locationKeys.map() });
      void client.invalidateQueries({ queryKey: locationKeys.history(place.id) });
      void client.invalidateQueries({ queryKey: trashKeys.all });
      toast.success(i18n._('Restored {name}', { name: place.name }));
    },
    onError: (error) =>
      toast.error(
        i18n._('Could not restore the place: {reason}', {
          reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
        }),
      ),
  });
}
