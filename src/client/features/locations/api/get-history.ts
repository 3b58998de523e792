import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { call } from '#client/lib/api.ts';

/** One change to a place: who, when, which fields, and their values before and after. */
export type { Revision, RevisionAction } from '#shared/history.ts';

/** GET /api/locations/:id/history (owner): every change to the place, newest first. */
export const historyQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.history(id),
    queryFn: ({ signal }) => call(locationsRoutes.history, { params: { id: String(id) }, signal }),
  });

export function useLocationHistory(id: number, enabled: boolean) {
  return useQuery({ ...historyQuery(id), enabled });
}
