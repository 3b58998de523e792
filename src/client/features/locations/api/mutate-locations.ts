import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import type { Location, LocationCreate, LocationPatch } from '../../../../shared/location';
import { summarize, type PlaceSummary } from '../../../../shared/map-data';
import { api, ApiError } from '../../../lib/api';
import { locationKeys } from './keys';

function describe(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields);
    return fields.length > 0 ? `${fallback}: ${fields.join('; ')}` : `${fallback}: ${error.message}`;
  }
  return fallback;
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

/** POST /api/locations; the new place joins the list when the server has it (it needs the id). */
export function useCreateLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LocationCreate) => api<Location>('/locations', { method: 'POST', body: input }),
    onSuccess: (created) => {
      client.setQueryData(locationKeys.detail(created.id), created);
      client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) =>
        places ? [...places, summarize(created)] : places,
      );
      void client.invalidateQueries({ queryKey: locationKeys.types() });
      toast.success(`Added ${created.name}`);
    },
    onError: (error) => toast.error(describe(error, 'Failed to create location')),
  });
}

/** PATCH /api/locations/:id, shown at once and rolled back if the server refuses. */
export function useUpdateLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: LocationPatch }) =>
      api<Location>(`/locations/${id}`, { method: 'PATCH', body: changes }),
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
      toast.error(describe(error, 'Failed to update location'));
    },
    onSuccess: (updated) => {
      client.setQueryData(locationKeys.detail(updated.id), updated);
      client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) =>
        places?.map((p) => (p.id === updated.id ? summarize(updated) : p)),
      );
    },
  });
}

/** DELETE /api/locations/:id, removed at once and put back if the server refuses. */
export function useDeleteLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/locations/${id}`, { method: 'DELETE' }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: locationKeys.all });
      const saved = snapshot(client, id);
      client.setQueryData<PlaceSummary[]>(locationKeys.map(), (places) => places?.filter((p) => p.id !== id));
      return saved;
    },
    onError: (error, id, saved) => {
      restore(client, saved, id);
      toast.error(describe(error, 'Failed to delete'));
    },
    onSuccess: (_result, id) => client.removeQueries({ queryKey: locationKeys.detail(id) }),
  });
}
