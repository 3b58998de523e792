import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import type { Trip, TripCreate, TripPatch } from '#shared/trips/trip-schema.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

/** A 409: the trip was changed elsewhere since it was loaded; `current` is the trip as it is now. */
export class TripConflict extends ApiError {
  constructor(
    cause: ApiError,
    readonly current: Trip,
  ) {
    super(cause.status, cause.message, cause.code, cause.fields, cause.body);
  }
}

const isTrip = (value: unknown): value is Trip =>
  typeof value === 'object' && value !== null && Array.isArray((value as { days?: unknown }).days);

/** A 409 as a TripConflict with the trip as it is now (sent with the error, or read again); anything else rethrown. */
export async function asTripConflict(error: unknown, id: number): Promise<TripConflict> {
  if (!(error instanceof ApiError) || error.status !== 409) throw error;
  const sent = (error.body as { error?: { current?: unknown } } | undefined)?.error?.current;
  const current = isTrip(sent) ? sent : await call(tripsRoutes.get, { params: { id: String(id) } });
  return new TripConflict(error, current);
}

/** The trip as the server has it now: its page, its editor and the list follow. */
export function showTrip(client: QueryClient, trip: Trip) {
  client.setQueryData(tripKeys.detail(trip.id), trip);
  void client.invalidateQueries({ queryKey: tripKeys.list() });
  void client.invalidateQueries({ queryKey: tripKeys.routes(trip.id) });
  void client.invalidateQueries({ queryKey: tripKeys.history(trip.id) });
  void client.invalidateQueries({ queryKey: tripKeys.ofPlaces() });
}

/**
 * POST /api/trips: from nothing, or from places (one day holding them as stops). One
 * Idempotency-Key per submission, kept for its retries, so a repeat makes no second trip.
 */
export function useCreateTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: TripCreate; idempotencyKey: string }) =>
      call(tripsRoutes.create, { body: input, idempotencyKey }),
    onSuccess: (trip) => showTrip(client, trip),
  });
}

/** The body of a trip made from places, in the order given: one day, each place a stop. */
export const tripOfPlaces = (title: string, placeIds: readonly number[]): TripCreate => ({
  title,
  days: [{ stops: placeIds.map((placeId) => ({ placeId })) }],
});

/**
 * PATCH /api/trips/:id with only the changed fields and If-Match: the trip's version as the owner
 * saw it. A trip changed elsewhere fails with a TripConflict carrying the current trip.
 */
export function useUpdateTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, version }: { id: number; changes: TripPatch; version: number }) => {
      try {
        return await call(tripsRoutes.update, {
          params: { id: String(id) },
          body: changes,
          headers: { 'if-match': `"${version}"` },
        });
      } catch (error) {
        const conflict = await asTripConflict(error, id);
        client.setQueryData(tripKeys.detail(id), conflict.current);
        throw conflict;
      }
    },
    onSuccess: (trip) => showTrip(client, trip),
  });
}
