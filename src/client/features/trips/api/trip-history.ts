import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { call } from '#client/lib/api.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';
import { asTripConflict, showTrip } from './mutate-trip';

/** GET /api/trips/:id/history (owner): every change to the trip, newest first. */
export const tripHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: tripKeys.history(id),
    queryFn: ({ signal }) => call(tripsRoutes.history, { params: { id: String(id) }, signal }),
  });

export const useTripHistory = (id: number, enabled: boolean) =>
  useQuery({ ...tripHistoryQuery(id), enabled });

/**
 * POST /api/trips/:id/history/:revisionId/restore with If-Match: the version as the owner saw it.
 * A trip changed elsewhere since fails with a TripConflict carrying the trip as it is now.
 */
export function useRestoreTripRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, revisionId, version }: { id: number; revisionId: number; version: number }) => {
      try {
        return await call(tripsRoutes.restoreRevision, {
          params: { id: String(id), revisionId: String(revisionId) },
          body: {},
          headers: { 'if-match': `"${version}"` },
        });
      } catch (error) {
        throw await asTripConflict(error, id);
      }
    },
    onSuccess: (trip) => showTrip(client, trip),
    onSettled: (_trip, _error, { id }) => client.invalidateQueries({ queryKey: tripKeys.history(id) }),
  });
}
