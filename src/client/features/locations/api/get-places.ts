import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OWNER_HINT_COOKIE } from '../../../../shared/auth';
import {
  decodeMapData,
  decodeOwnerMapData,
  lacksNames,
  withNames,
  type MapDataWire,
  type MapNamesWire,
  type MapPlace,
  type OwnerMapDataWire,
} from '../../../../shared/map-data';
import { api, ApiError } from '../../../lib/api';
import { locationKeys } from './keys';

/** The sign-in leaves a hint cookie (the session's own is HttpOnly): only then is the owner's variant asked for. */
const signedIn = () => document.cookie.split('; ').some((c) => c.startsWith(`${OWNER_HINT_COOKIE}=`));

/**
 * Every place in compact form (map, list order, filters, sidebar counts), loaded once per page. The
 * signed-in owner loads the owner's variant (private places too, their names, and the owner filters'
 * columns); a visitor, or an owner whose session has ended, the public one, whose names come apart
 * when something needs them (usePlaces({ names: true })).
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

/** The names of the places read at `placesAt`: read again whenever the places are. */
const namesQuery = (placesAt: number) =>
  queryOptions({
    queryKey: locationKeys.names(placesAt),
    queryFn: ({ signal }) => api<MapNamesWire>('/locations/map/names', { signal }),
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** Each list of places with its names, merged once however many components ask. */
const named = new WeakMap<
  readonly MapPlace[],
  { names: MapNamesWire; result: ReturnType<typeof withNames<MapPlace>> }
>();

function placesWithNames(places: readonly MapPlace[], names: MapNamesWire) {
  const known = named.get(places);
  if (known?.names === names) return known.result;
  const result = withNames(places, names);
  named.set(places, { names, result });
  return result;
}

/**
 * The places. A visitor's come without names (half the map data); `names: true` asks for them, and
 * every component then gets the named places. `namesPending` is true while a visitor's places still
 * wait for them (each name is NO_NAME until then).
 */
export function usePlaces({ names: wanted = false }: { names?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery(placesQuery);
  const places = query.data;
  const unnamed = places !== undefined && lacksNames(places);
  const names = useQuery({ ...namesQuery(query.dataUpdatedAt), enabled: wanted && unnamed });
  const merged = unnamed && names.data ? placesWithNames(places, names.data) : undefined;
  // Names read after a change to the places (added, removed) left some without one: read both again.
  const stale = merged !== undefined && merged.missing > 0;
  useEffect(() => {
    if (stale && wanted) void client.invalidateQueries({ queryKey: locationKeys.map(), exact: true });
  }, [client, stale, wanted]);
  return {
    data: merged?.places ?? places,
    dataUpdatedAt: query.dataUpdatedAt,
    isPending: query.isPending,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
    namesPending: unnamed && merged === undefined,
    namesError: names.error,
  };
}
