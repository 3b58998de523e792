import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { geoKeys } from '#client/lib/query-keys/geo.ts';
import { call } from '#client/lib/api.ts';

/** Four decimals (about 10 m) is plenty to tell countries apart, and repeats hit the cache. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The country and US state at a point, from the boundaries on the server (no geocoder needed),
 * for forms to fill in as the pin moves. Nothing is asked while the coordinates are incomplete.
 */
export function useDetectedRegion(latitude: number | null | undefined, longitude: number | null | undefined) {
  const valid =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const lat = valid ? round(latitude) : 0;
  const lng = valid ? round(longitude) : 0;
  return useQuery({
    queryKey: geoKeys.region(lat, lng),
    queryFn: ({ signal }) => call(geoRoutes.region, { query: { latitude: lat, longitude: lng }, signal }),
    enabled: valid,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
