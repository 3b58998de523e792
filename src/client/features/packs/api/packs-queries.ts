import { queryOptions } from '@tanstack/react-query';
import { packsRoutes } from '#shared/api/routes/packs.generated.ts';
import { ApiError, call } from '#client/lib/api.ts';

/** Query keys of trip packs: an owner's write refreshes what these read. */
export const packKeys = {
  all: ['packs'] as const,
  list: () => ['packs', 'list'] as const,
  one: (id: number) => ['packs', 'one', id] as const,
  manage: () => ['packs', 'manage'] as const,
  orders: (q: string) => ['packs', 'orders', q] as const,
  sales: () => ['packs', 'sales'] as const,
  funnel: (from: string, to: string) => ['packs', 'funnel', from, to] as const,
  library: (token: string) => ['library', token] as const,
  libraryRoute: (token: string, zoom: number) => ['library', token, 'route', zoom] as const,
  previewRoute: (id: number, zoom: number) => ['packs', 'one', id, 'route', zoom] as const,
};

/** The packs on sale, and whether Buy can work (in lib: the router asks for it too). */
export { packListQuery } from '#client/lib/pack-list.ts';

/** One pack's page: its selling fields and its free preview. */
export const packQuery = (id: number) =>
  queryOptions({
    queryKey: packKeys.one(id),
    queryFn: ({ signal }) => call(packsRoutes.get, { params: { id: String(id) }, signal }),
  });

/**
 * A buyer's library. Its download URLs stop opening after 15 minutes: the query is read again
 * before they do (and whenever the window comes back into view).
 */
export const libraryQuery = (token: string) =>
  queryOptions({
    queryKey: packKeys.library(token),
    queryFn: ({ signal }) => call(packsRoutes.library, { params: { token }, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: 10 * 60_000,
    // Every few seconds while its PDF is being made (the server lists it once made).
    refetchInterval: (query) =>
      query.state.data && !query.state.data.downloads.some((download) => download.format === 'pdf')
        ? 5_000
        : 10 * 60_000,
  });

/** POST /api/library/:token/updates-off: the buyer hears of no more new versions by email. */
export const stopUpdateEmails = (token: string) => call(packsRoutes.updatesOff, { params: { token } });

/** POST checkout: the hosted payment page's URL, where the browser goes next. */
export const startCheckout = (id: number) =>
  call(packsRoutes.checkout, { params: { id: String(id) }, body: {} });

/** POST /api/library/resend: always the same answer, whether or not the address bought. */
export const resendLibrary = (email: string) => call(packsRoutes.resend, { body: { email } });

/** The route lines of a library's trip at the map's zoom band. */
export const libraryRouteQuery = (token: string, zoom: number) =>
  queryOptions({
    queryKey: packKeys.libraryRoute(token, zoom),
    queryFn: ({ signal }) =>
      call(packsRoutes.libraryRoute, { params: { token }, query: { zoom: String(zoom) }, signal }),
    retry: false,
    staleTime: Infinity,
  });

/** The lines of a pack's preview map (legs between the free stops) at the map's zoom band. */
export const previewRouteQuery = (id: number, zoom: number) =>
  queryOptions({
    queryKey: packKeys.previewRoute(id, zoom),
    queryFn: ({ signal }) =>
      call(packsRoutes.previewRoute, { params: { id: String(id) }, query: { zoom: String(zoom) }, signal }),
    retry: false,
  });
