import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWNER_HINT_COOKIE } from '../../../../shared/auth';
import {
  decodeMapData,
  decodeOwnerMapData,
  type MapDataWire,
  type MapPlace,
  type OwnerMapDataWire,
} from '../../../../shared/map-data';
import { api, ApiError } from '../../../lib/api';
import { locationKeys } from './keys';

/** The sign-in leaves a hint cookie (the session's own is HttpOnly): only then is the owner's variant asked for. */
const signedIn = () => document.cookie.split('; ').some((c) => c.startsWith(`${OWNER_HINT_COOKIE}=`));

/**
 * Every place in compact form (map, list order, filters, sidebar counts), loaded once per page. The
 * signed-in owner loads the owner's variant (private places too, and the owner filters' columns); a
 * visitor, or an owner whose session has ended, the public one.
 */
export const placesQuery = queryOptions({
  queryKey: locationKeys.map(),
  queryFn: async ({ signal }): Promise<MapPlace[]> => {
    if (signedIn()) {
      try {
        return decodeOwnerMapData(await api<OwnerMapDataWire>('/locations/map/owner', { signal }));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    }
    return decodeMapData(await api<MapDataWire>('/locations/map', { signal }));
  },
  staleTime: 5 * 60_000,
});

export function usePlaces() {
  return useQuery(placesQuery);
}
