import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isServerOrder, type SortKey } from '#shared/place-order.ts';
import { call } from '#client/lib/api.ts';
import { usePlaces } from './get-places';
import { locationKeys } from '#client/lib/query-keys/locations.ts';

/**
 * Every place's id in a date order (GET /api/locations/order): recently added, recently updated or
 * visited. Asked only when such an order is chosen; undefined for the other orders and until it arrives.
 */
export function usePlaceOrder(sort: SortKey): readonly number[] | undefined {
  const placesAt = usePlaces().dataUpdatedAt;
  const by = isServerOrder(sort) ? sort : null;
  const query = useQuery({
    queryKey: locationKeys.order(by ?? 'none', placesAt),
    queryFn: async ({ signal }) => (await call(locationsRoutes.order, { query: { by: by! }, signal })).ids,
    enabled: by !== null,
    staleTime: Infinity,
    gcTime: 60_000,
    // After an edit the last order stands until the new one arrives (a new place goes last meanwhile).
    placeholderData: keepPreviousData,
  });
  return by ? query.data : undefined;
}
