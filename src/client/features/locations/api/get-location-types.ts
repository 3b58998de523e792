import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TYPE_OPTIONS, type LocationTypeOption } from '#shared/location-types.ts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { call } from '#client/lib/api.ts';

/** Once per page; when the call fails, is not ok or is empty, the defaults are kept silently. */
export const locationTypesQuery = queryOptions({
  queryKey: locationKeys.types(),
  queryFn: async ({ signal }): Promise<LocationTypeOption[]> => {
    try {
      const types = await call(locationsRoutes.types, { signal });
      return Array.isArray(types) && types.length > 0 ? types : DEFAULT_TYPE_OPTIONS;
    } catch {
      return DEFAULT_TYPE_OPTIONS;
    }
  },
  staleTime: Infinity,
  placeholderData: DEFAULT_TYPE_OPTIONS,
});

export function useLocationTypes(): LocationTypeOption[] {
  return useQuery(locationTypesQuery).data ?? DEFAULT_TYPE_OPTIONS;
}
