import { queryOptions } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { call } from '#client/lib/api.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

/** Every trip as a card (a visitor: the public ones). */
export const tripsQuery = queryOptions({
  queryKey: tripKeys.list(),
  queryFn: ({ signal }) => call(tripsRoutes.list, { signal }),
});

/** One trip in full: days, stops and their places, tracks, figures. */
export const tripQuery = (id: number) =>
  queryOptions({
    queryKey: tripKeys.detail(id),
    queryFn: ({ signal }) => call(tripsRoutes.get, { params: { id: String(id) }, signal }),
  });

/** The lines a trip's map draws at a zoom (tracks simplified for it, legs between stops). */
export const tripRouteQuery = (id: number, zoom: number) =>
  queryOptions({
    queryKey: tripKeys.route(id, zoom),
    queryFn: ({ signal }) =>
      call(tripsRoutes.route, { params: { id: String(id) }, query: { zoom: String(zoom) }, signal }),
    staleTime: 60_000,
  });

/** The trips a place is in, as cards (in lib: a place's details list them too). */
export { tripsOfPlaceQuery } from '#client/lib/trips-of-place.ts';

/** The trip a share link opens; a revoked or expired link fails with the API's `gone`. */
export const sharedTripQuery = (token: string) =>
  queryOptions({
    queryKey: tripKeys.shared(token),
    queryFn: ({ signal }) => call(tripsRoutes.shared, { params: { token }, signal }),
    retry: false,
  });

export const sharedTripRouteQuery = (token: string, zoom: number) =>
  queryOptions({
    queryKey: tripKeys.sharedRoute(token, zoom),
    queryFn: ({ signal }) =>
      call(tripsRoutes.sharedRoute, { params: { token }, query: { zoom: String(zoom) }, signal }),
    retry: false,
  });
