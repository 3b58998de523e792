import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import type { Trip, TripCard } from '#shared/trips/trip-schema.ts';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, call } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';
import { trashedTripsQuery } from '#client/lib/trips-in-trash.ts';
import { showTrip } from './mutate-trip';

/** A trip in the trash: its card, and when it went there. */
export type TrashedTrip = TripCard & { deletedAt: string };

/** As long as a place's delete: the toast's Undo brings the trip back. */
export const TRIP_UNDO_MS = 10_000;

/** What failed, with why: the server's reason, or to try again (in the page's language). */
const failed = (message: (reason: string) => string) => (error: unknown) =>
  toast.error(message(error instanceof ApiError ? formMessage(error.message) : i18n._('please try again.')));

const restoreFailed = failed((reason) => i18n._('Could not restore the trip: {reason}', { reason }));
const deleteFailed = failed((reason) => i18n._('Could not delete the trip: {reason}', { reason }));

export const useTrashedTrips = (enabled: boolean) => useQuery({ ...trashedTripsQuery, enabled });

/** Every screen that lists trips (the trash too) reads them again. */
const refreshLists = (client: ReturnType<typeof useQueryClient>) => {
  void client.invalidateQueries({ queryKey: tripKeys.list() });
  void client.invalidateQueries({ queryKey: tripKeys.trash() });
  void client.invalidateQueries({ queryKey: tripKeys.ofPlaces() });
};

/** POST /api/trips/:id/restore: the trip is back with its days, tracks, links and history. */
export function useRestoreTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(tripsRoutes.restore, { params: { id: String(id) }, body: {} }),
    onSuccess: (trip: Trip) => {
      showTrip(client, trip);
      refreshLists(client);
      void client.invalidateQueries({ queryKey: tripKeys.history(trip.id) });
      toast.success(i18n._('Restored {name}', { name: trip.title }));
    },
    onError: restoreFailed,
  });
}

/**
 * DELETE /api/trips/:id with If-Match (the version the owner saw): the trip goes to the trash and
 * the toast offers Undo. A trip changed elsewhere since is not deleted (409).
 */
export function useDeleteTrip() {
  const client = useQueryClient();
  const restore = useRestoreTrip();
  return useMutation({
    mutationFn: ({ trip }: { trip: Trip }) =>
      call(tripsRoutes.remove, {
        params: { id: String(trip.id) },
        headers: { 'if-match': `"${trip.version}"` },
      }),
    onSuccess: (_result, { trip }) => {
      // Read again only when asked for (the editor leaves it now, and Undo sets it back).
      void client.invalidateQueries({ queryKey: tripKeys.detail(trip.id), refetchType: 'none' });
      refreshLists(client);
      toast.success(i18n._('Moved {name} to the trash', { name: trip.title }), {
        duration: TRIP_UNDO_MS,
        action: { label: i18n._('Undo'), onClick: () => restore.mutate(trip.id) },
      });
    },
    onError: (error, { trip }) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: tripKeys.detail(trip.id) });
      deleteFailed(error);
    },
  });
}

/** DELETE /api/trips/trash/:id: the trip, its history, tracks and links are gone for good. */
export function useDeleteTripForever() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trip: TrashedTrip) => call(tripsRoutes.deleteForever, { params: { id: String(trip.id) } }),
    onSuccess: (_result, trip) => {
      client.setQueryData<TrashedTrip[]>(tripKeys.trash(), (list) => list?.filter((t) => t.id !== trip.id));
      toast.success(i18n._('Deleted {name} forever', { name: trip.title }));
    },
    onError: deleteFailed,
    onSettled: () => client.invalidateQueries({ queryKey: tripKeys.trash() }),
  });
}
