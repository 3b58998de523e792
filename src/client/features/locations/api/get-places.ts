import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { hasOwnerHint } from '#client/lib/owner-hint.ts';
import { decodeMapData, lacksNames, type MapPlace } from '#shared/map-data.ts';
import { takeEarlyPlaces } from '#client/features/map/public.ts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { ApiError, call } from '#client/lib/api.ts';

/**
 * Every place in compact form (map, list order, filters, sidebar counts), loaded once per page. The
 * signed-in owner loads the owner's variant (private places too, their names, and the owner filters'
 * columns); a visitor, or an owner whose session has ended, the public one, whose names come apart
 * when something needs them (usePlaces({ names: true })). The owner's decoder and the names' merge
 * are chunks of their own: a visitor's first screen loads neither.
 */
export const placesQuery = queryOptions({
  queryKey: locationKeys.map(),
  queryFn: async ({ signal }): Promise<MapPlace[]> => {
    // A visitor's home page asked for them already, to paint its map before the app started.
    // Should that have failed, they are asked again here, and a failure says what went wrong.
    const early = takeEarlyPlaces();
    if (early) {
      try {
        return await early;
      } catch {
        // Asked again below.
      }
    }
    // The sign-in leaves a hint cookie (the session's own is HttpOnly): only then is the owner's variant asked for.
    if (hasOwnerHint()) {
      try {
        const [wire, { decodeOwnerMapData }] = await Promise.all([
          call(locationsRoutes.ownerMap, { signal }),
          import('#shared/owner-map-data.ts'),
        ]);
        return decodeOwnerMapData(wire);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    }
    return decodeMapData(await call(locationsRoutes.map, { signal }));
  },
  staleTime: 5 * 60_000,
});

/** The places read at `placesAt` with their names: asked again whenever the places are. */
const namedPlacesQuery = (client: QueryClient, placesAt: number) =>
  queryOptions({
    queryKey: locationKeys.names(placesAt),
    queryFn: async ({ signal }) => (await import('./place-names')).readNamedPlaces(client, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });

/**
 * The places. A visitor's come without names (half the map data); `names: true` asks for them, and
 * every component then gets the named places. `namesPending` is true while a visitor's places still
 * wait for them (each name is NO_NAME until then).
 */
export function usePlaces({ names: wanted = false }: { names?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery(placesQuery);
  const unnamed = query.data !== undefined && lacksNames(query.data);
  const named = useQuery({ ...namedPlacesQuery(client, query.dataUpdatedAt), enabled: wanted && unnamed });
  const withNames = unnamed ? named.data : undefined;
  return {
    data: withNames ?? query.data,
    dataUpdatedAt: query.dataUpdatedAt,
    isPending: query.isPending,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
    namesPending: unnamed && withNames === undefined,
    /** Why a visitor's names could not be read (after the query's own retries), and asking again. */
    namesError: unnamed ? named.error : null,
    retryNames: named.refetch,
  };
}
