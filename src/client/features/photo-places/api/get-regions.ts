import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GeoPoint } from '#shared/photo-groups.ts';
import { photoRegionsKey } from '#client/lib/query-keys/site.ts';
import { call } from '#client/lib/api.ts';

/** The country and US state at a point: null at sea, null outside the USA. */
export type { DetectedRegion as Region } from '#shared/geo/geocode.ts';

/** Four decimals (about 10 m) tell countries apart, and keep the key the same while names are typed. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The country and US state at each point (the groups' centres), from the server's boundaries, in
 * one call: POST /api/geo/regions answers them in the same order.
 */
export function useRegions(points: readonly GeoPoint[]) {
  const rounded = points.map((p) => ({ latitude: round(p.latitude), longitude: round(p.longitude) }));
  return useQuery({
    queryKey: photoRegionsKey(rounded.map((p) => `${p.latitude},${p.longitude}`).join(';')),
    queryFn: async ({ signal }) =>
      (await call(geoRoutes.regions, { body: { points: rounded }, signal })).regions,
    enabled: rounded.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
