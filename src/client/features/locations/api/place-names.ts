import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { MapPlace } from '#shared/map-data.ts';
import { withNames } from '#shared/map-names.ts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { call } from '#client/lib/api.ts';

/**
 * A visitor's places with their names (GET /api/locations/map/names), put on the places the page
 * holds. Its own chunk: only what needs the names (search, the list, a card) loads it.
 */
export async function readNamedPlaces(client: QueryClient, signal: AbortSignal): Promise<MapPlace[]> {
  const wire = await call(locationsRoutes.mapNames, { signal });
  const named = withNames(client.getQueryData<MapPlace[]>(locationKeys.map()) ?? [], wire);
  // Names read after a change (a place added or removed) left some without one: read both again.
  if (named.missing > 0) void client.invalidateQueries({ queryKey: locationKeys.map(), exact: true });
  return named.places;
}
