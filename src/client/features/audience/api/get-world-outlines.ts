import { useQuery } from '@tanstack/react-query';
import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { call } from '#client/lib/api.ts';
import { geoKeys } from '#client/lib/query-keys/geo.ts';

/** GET /api/geo/world-outlines: the countries as SVG paths (about 25 KB gzip), once per visit. */
export function useWorldOutlines() {
  return useQuery({
    queryKey: geoKeys.worldOutlines(),
    queryFn: ({ signal }) => call(geoRoutes.worldOutlines, { signal }),
    staleTime: Infinity,
  });
}
