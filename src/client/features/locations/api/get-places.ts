import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { OWNER_HINT_COOKIE } from '../../../../shared/auth';
import type { MapNamesWire, MapPlace } from '../../../../shared/map-data';
import { decodeMapData, withNames } from '../../../../shared/map-data-decode';
import { api, apiBytes, ApiError } from '../../../lib/api';
import { locationKeys } from './keys';

/** The sign-in leaves a hint cookie (the session's own is HttpOnly): only then is the owner's variant asked for. */
const signedIn = () => document.cookie.split('; ').some((c) => c.startsWith(`${OWNER_HINT_COOKIE}=`));

/** Both parts of one variant, asked for at once: `/locations/map` or `/locations/map/owner`. */
function load(path: string, signal: AbortSignal) {
  const names = api<MapNamesWire>(`${path}/names`, { signal });
  // Settled here too: when the first part fails, nobody waits for the second.
  names.catch(() => {});
  return { points: apiBytes(path, { signal }).then(decodeMapData), names };
}

/**
 * Every place in compact form (map, list order, filters, sidebar counts), loaded once per page. The
 * signed-in owner loads the owner's variant (private places too, and the owner filters' columns); a
 * visitor, or an owner whose session has ended, the public one.
 *
 * The map data comes in two parts asked for at the same time (shared/map-data.ts): the places
 * without names, then their names. As soon as the first arrives, its places are put under
 * locationKeys.mapPoints(), and the map draws its markers from them (useUnnamedPlaces); this query
 * gives the same places (the same objects, in the same array: nothing is drawn again) once named.
 */
export const placesQuery = queryOptions({
  queryKey: locationKeys.map(),
  queryFn: async ({ signal, client }): Promise<MapPlace[]> => {
    let parts: ReturnType<typeof load> | undefined;
    let points: MapPlace[] | undefined;
    if (signedIn()) {
      parts = load('/locations/map/owner', signal);
      try {
        points = await parts.points;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    }
    if (!points) {
      parts = load('/locations/map', signal);
      points = await parts.points;
    }
    // The first load only: a later one (an edit, a sign-in) keeps showing the named places until it is done.
    if (client.getQueryData(locationKeys.map()) === undefined)
      client.setQueryData(locationKeys.mapPoints(), points);
    return withNames(points, await parts!.names);
  },
  staleTime: 5 * 60_000,
});

export function usePlaces() {
  return useQuery(placesQuery);
}

/** The places of the map data's first part while their names are still on the way (else undefined). */
export function useUnnamedPlaces(): MapPlace[] | undefined {
  return useQuery<MapPlace[]>({ queryKey: locationKeys.mapPoints(), queryFn: skipToken, staleTime: Infinity })
    .data;
}
