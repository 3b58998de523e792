import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { call } from '#client/lib/api.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

/** From this zoom on, only the part of the world in view is asked for (the whole world is too much). */
export const VIEW_ZOOM = 8;

/**
 * Every public trip's lines at a zoom (within a view when zoomed in). The server answers 304 from
 * its cache while nothing changed; the last lines stay drawn while the next ones come.
 */
export const tripLinesQuery = (zoom: number, bbox: string | undefined) =>
  queryOptions({
    queryKey: [...tripKeys.all, 'lines', zoom, bbox ?? 'world'] as const,
    queryFn: ({ signal }) =>
      call(tripsRoutes.lines, {
        query: bbox ? { zoom: String(zoom), bbox } : { zoom: String(zoom) },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
