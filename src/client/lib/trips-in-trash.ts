import { queryOptions } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { call } from './api';
import { tripKeys } from './query-keys/trips';

/**
 * GET /api/trips/trash (owner): the trips in the trash, the most recently deleted first. In lib:
 * the trips feature lists them, and the trash page counts and empties them with its places.
 */
export const trashedTripsQuery = queryOptions({
  queryKey: tripKeys.trash(),
  queryFn: ({ signal }) => call(tripsRoutes.trash, { signal }),
});
