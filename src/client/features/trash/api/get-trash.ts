import { trashRoutes } from '#shared/api/routes/trash.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrashedLocation } from '#shared/history.ts';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import { trashedTripsQuery } from '#client/lib/trips-in-trash.ts';
import { call } from '#client/lib/api.ts';

/** A place in the trash: the place as it was, when it was deleted, and the import that added it. */
export type TrashedPlace = TrashedLocation;

/** GET /api/trash (owner): deleted places, the most recently deleted first. */
export const trashQuery = queryOptions({
  queryKey: trashKeys.list(),
  queryFn: ({ signal }) => call(trashRoutes.list, { signal }),
});

export function useTrash(enabled: boolean) {
  return useQuery({ ...trashQuery, enabled });
}

export function useTrashedTripCount(enabled: boolean): number {
  return useQuery({ ...trashedTripsQuery, enabled }).data?.length ?? 0;
}
