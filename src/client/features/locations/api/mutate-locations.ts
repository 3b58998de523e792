import { locationsRoutes } from '#shared/api/routes/locations.generated.ts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import type { Location, LocationCreate, LocationPatch } from '#shared/location.ts';
import type { PlaceSummary } from '#shared/map-data.ts';
import { summarize } from '#shared/summarize-place.ts';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { useRestorePlace } from '#client/features/trash/public.ts';
import { ifMatch as ifMatchVersion, LocationConflict, versionOf, withConflict } from './conflict';
import { locationKeys } from '#client/lib/query-keys/locations.ts';

/** What failed, and why when the server said (its fields' messages, else its message), in the page's language. */
function describe(error: unknown, failed: string, because: (reason: string) => string): string {
  if (!(error instanceof ApiError)) return failed;
  const fields = Object.values(error.fields);
  return because(fields.length > 0 ? fields.map(formMessage).join('; ') : formMessage(error.message));
}

type Snapshot = { places?: PlaceSummary[]; detail?: Location };

function snapshot(client: QueryClient, id?: number): Snapshot {
  return {
    places: client.getQueryData<PlaceSummary[]>(locationKeys.map()),
    detail: id === undefined ? undefined : client.getQueryData<Location>(locationKeys.detail(id)),
  };
}

function restore(client: QueryClient, saved: Snapshot | undefined, id?: number) {
  if (!saved) return;
  if (saved.places) client.setQueryData(locationKeys.map(), saved.places);
  if (id !== undefined && saved.detail) client.setQueryData(locationKeys.detail(id), saved.detail);
}

/** The place as the server has it now, in the detail and in the list and map. */
export function showPlace(client: QueryClient, place: Location) {
  client.setQueryData(locationKeys.detail(place.id), place);
  client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) =>
    places?.map((p) => (p.id === place.id ? summarize(place) : p)),
  );
}

/**
 * POST /api/locations; the new place joins the list when the server has it (it needs the id). The
 * caller gives one Idempotency-Key per submission (kept for its retries), so a repeat creates nothing.
 * With `show`, the toast that says it was added offers "Show", which opens the new place.
 */
export function useCreateLocation(show?: (place: Location) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: LocationCreate; idempotencyKey: string }) =>
      call(locationsRoutes.create, { body: input, idempotencyKey }),
    onSuccess: (created) => {
      client.setQueryData(locationKeys.detail(created.id), created);
      client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) =>
        places ? [...places, summarize(created)] : places,
      );
      void client.invalidateQueries({ queryKey: locationKeys.types() });
      toast.success(
        i18n._('Added {name}', { name: created.name }),
        show && { action: { label: i18n._('Show'), onClick: () => show(created) } },
      );
    },
    onError: (error) =>
      toast.error(
        describe(error, i18n._('Failed to create location'), (reason) =>
          i18n._('Failed to create location: {reason}', { reason }),
        ),
      ),
  });
}

/**
 * PATCH /api/locations/:id with only the changed fields, shown at once and rolled back if the server
 * refuses. `version` (the place as the owner saw it) goes out as If-Match: a place changed elsewhere
 * answers a LocationConflict with the current place, which the caller resolves (no toast here).
 */
export function useUpdateLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, version }: { id: number; changes: LocationPatch; version?: number }) =>
      withConflict(id, () =>
        call(locationsRoutes.update, {
          params: { id: String(id) },
          body: changes,
          headers: ifMatchVersion(version),
        }),
      ),
    onMutate: async ({ id, changes }) => {
      await client.cancelQueries({ queryKey: locationKeys.all });
      const saved = snapshot(client, id);
      if (saved.detail) {
        const next: Location = {
          ...saved.detail,
          ...changes,
          state: changes.state !== undefined ? changes.state : saved.detail.state,
        } as Location;
        client.setQueryData(locationKeys.detail(id), next);
        client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) =>
          places?.map((p) => (p.id === id ? summarize(next) : p)),
        );
      }
      return saved;
    },
    onError: (error, { id }, saved) => {
      restore(client, saved, id);
      if (error instanceof LocationConflict) showPlace(client, error.current);
      else
        toast.error(
          describe(error, i18n._('Failed to update location'), (reason) =>
            i18n._('Failed to update location: {reason}', { reason }),
          ),
        );
    },
    onSuccess: (updated) => {
      showPlace(client, updated);
      void client.invalidateQueries({ queryKey: locationKeys.history(updated.id) });
    },
  });
}

/** How long the toast after a delete offers Undo. */
const UNDO_MS = 10_000;

/**
 * DELETE /api/locations/:id moves the place to the trash: it leaves the map and list at once (put
 * back if the server refuses), and the toast offers Undo for 10 seconds.
 */
export function useDeleteLocation() {
  const client = useQueryClient();
  const undo = useRestorePlace();
  return useMutation({
    mutationFn: (id: number) =>
      call(locationsRoutes.remove, {
        params: { id: String(id) },
        // The version last seen: a place changed elsewhere since is not deleted blind (409).
        headers: ifMatchVersion(versionOf(client.getQueryData<Location>(locationKeys.detail(id)))),
      }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: locationKeys.all });
      const saved = snapshot(client, id);
      client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) => places?.filter((p) => p.id !== id));
      return saved;
    },
    onError: (error, id, saved) => {
      restore(client, saved, id);
      // Changed elsewhere since it was loaded: the card shows the place as it is now.
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: locationKeys.all });
      toast.error(
        describe(error, i18n._('Failed to delete'), (reason) =>
          i18n._('Failed to delete: {reason}', { reason }),
        ),
      );
    },
    onSuccess: (_result, id, saved) => {
      client.removeQueries({ queryKey: locationKeys.detail(id) });
      void client.invalidateQueries({ queryKey: trashKeys.all });
      const name = saved?.places?.find((p) => p.id === id)?.name ?? saved?.detail?.name;
      toast.success(
        name === undefined
          ? i18n._('Moved the place to the trash')
          : i18n._('Moved {name} to the trash', { name }),
        { duration: UNDO_MS, action: { label: i18n._('Undo'), onClick: () => undo.mutate(id) } },
      );
    },
  });
}
