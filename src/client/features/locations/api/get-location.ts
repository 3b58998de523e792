import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { asPlace, type Location } from '#shared/location.ts';
import { call } from '#client/lib/api.ts';

// Cards, popups and the detail modal ask for one place each; asks made in the same tick go
// out as one `GET /api/locations?ids=…` so a screenful of cards costs one request.
const BATCH_MAX = 200;

/** The server answered without the place: no such id, deleted, or private to this visitor. */
export class PlaceNotFoundError extends Error {
  constructor() {
    super(/*i18n*/ 'This place no longer exists.');
  }
}

let pending: Map<number, { resolve: (l: Location) => void; reject: (e: unknown) => void }[]> | null = null;

function flush(batch: NonNullable<typeof pending>) {
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += BATCH_MAX) {
    const chunk = ids.slice(i, i + BATCH_MAX);
    call(locationsRoutes.list, { query: { ids: chunk.join(',') } })
      .then((places) => {
        const byId = new Map(places.map((p) => [p.id, asPlace(p)]));
        for (const id of chunk) {
          const place = byId.get(id);
          for (const waiter of batch.get(id) ?? []) {
            if (place) waiter.resolve(place);
            else waiter.reject(new PlaceNotFoundError());
          }
        }
      })
      .catch((error: unknown) => chunk.forEach((id) => batch.get(id)?.forEach((w) => w.reject(error))));
  }
}

export function fetchLocation(id: number): Promise<Location> {
  return new Promise((resolve, reject) => {
    if (!pending) {
      pending = new Map();
      const batch = pending;
      queueMicrotask(() => {
        pending = null;
        flush(batch);
      });
    }
    const waiters = pending.get(id) ?? [];
    waiters.push({ resolve, reject });
    pending.set(id, waiters);
  });
}

export const locationQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.detail(id),
    queryFn: () => fetchLocation(id),
    staleTime: 5 * 60_000,
    // A place the server does not have will not appear by asking again.
    retry: (failures, error) => !(error instanceof PlaceNotFoundError) && failures < 1,
  });

/** The full details of one place (photos, notes, links); undefined id means none selected. */
export function useLocation(id: number | undefined) {
  return useQuery({ ...locationQuery(id ?? -1), enabled: id !== undefined });
}
