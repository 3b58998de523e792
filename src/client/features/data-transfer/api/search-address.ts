import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { call } from '#client/lib/api.ts';

/** The address search (GET /api/geocode) for a row without coordinates: its places, best first. */
export function searchAddress(query: string, signal: AbortSignal) {
  return call(geoRoutes.geocode, { query: { q: query }, signal });
}
