import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api.ts';
import { ifMatch, LocationConflict, withConflict } from './conflict';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { showPlace } from './mutate-locations';

/**
 * POST /api/locations/:id/history/:revisionId/restore: the place takes that revision's values back
 * (itself a new revision). If-Match guards it like an edit; a revision that no longer validates is
 * refused with 400 and the server's reason, and nothing changes.
 */
export function useRestoreRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revisionId, version }: { id: number; revisionId: number; version?: number }) =>
      withConflict(id, () =>
        call(locationsRoutes.restoreRevision, {
          params: { id: String(id), revisionId: String(revisionId) },
          body: {},
          headers: ifMatch(version),
        }),
      ),
    onSuccess: (place) => showPlace(client, place),
    onError: (error) => {
      if (error instanceof LocationConflict) showPlace(client, error.current);
    },
    onSettled: (_result, _error, { id }) => client.invalidateQueries({ queryKey: locationKeys.history(id) }),
  });
}
