import { geoRoutes } from '#shared/api/routes/geo.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { call } from '#client/lib/api.ts';
import { useRefreshOnPlacesChange } from '../hooks/use-refresh-on-places-change';
import { geoKeys } from '#client/lib/query-keys/geo.ts';

export type VisitedShapes = FeatureCollection<
  Polygon | MultiPolygon,
  { name: string; kind: 'country' | 'state' }
>;

/** Outlines of the visited countries and US states (only fetched while the shading is on). */
export const visitedShapesQuery = queryOptions({
  queryKey: geoKeys.visitedShapes(),
  queryFn: ({ signal }) => call(geoRoutes.visitedShapes, { signal }),
  staleTime: 60_000,
});

export function useVisitedShapes() {
  useRefreshOnPlacesChange(visitedShapesQuery.queryKey);
  return useQuery(visitedShapesQuery);
}
