import { routes } from '../../../../shared/api/routes.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TYPE_OPTIONS, type LocationTypeOption } from '../../../../shared/location-types';
import { locationKeys } from '../../../lib/query-keys/locations';
import { call } from '../../../lib/api';

/** Once per page; when the call fails, is not ok or is empty, the defaults are kept silently. */
export const locationTypesQuery = queryOptions({
  queryKey: locationKeys.types(),
  queryFn: async ({ signal }): Promise<LocationTypeOption[]> => {
    try {
      const types = await call(routes.locations.types, { signal });
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
