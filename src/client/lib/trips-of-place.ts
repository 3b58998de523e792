import { queryOptions } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { call } from './api';
import { tripKeys } from './query-keys/trips';

/**
 * The trips a place is in, as cards (a visitor: the public ones). Here, below the features, since
 * a place's details (the locations feature) list them as well as the trips feature.
 */
export const tripsOfPlaceQuery = (placeId: number) =>
  queryOptions({
    queryKey: tripKeys.ofPlace(placeId),
    queryFn: ({ signal }) => call(tripsRoutes.ofPlace, { params: { id: String(placeId) }, signal }),
  });
