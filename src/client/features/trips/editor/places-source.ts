import { createContext, useContext } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { MapPlace } from '#shared/map-data.ts';
import type { locationKeys } from '#client/lib/query-keys/locations.ts';

/**
 * The owner's places as the list and map read them (the locations feature's query): the app layer
 * hands it in, since features do not import each other, and Add places searches it by name.
 */
export type PlacesQuery = UseQueryOptions<MapPlace[], Error, MapPlace[], ReturnType<typeof locationKeys.map>>;

export const PlacesSource = createContext<PlacesQuery | null>(null);

export function usePlacesSource(): PlacesQuery {
  const query = useContext(PlacesSource);
  if (!query) throw new Error('The trip editor needs the places query (PlacesSource) from the app layer.');
  return query;
}
