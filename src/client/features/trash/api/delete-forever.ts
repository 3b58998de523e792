import { trashRoutes } from '#shared/api/routes/trash.generated.ts';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, call } from '#client/lib/api.ts';
import type { TrashedPlace } from './get-trash';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

const failed = (what: string) => (error: unknown) =>
  toast.error(`Could not ${what}: ${error instanceof ApiError ? error.message : 'please try again.'}`);

/** DELETE /api/trash/:id: the place and its history are gone for good. */
export function useDeleteForever() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (place: TrashedPlace) =>
      call(trashRoutes.deleteForever, { params: { id: String(place.id) } }),
    onSuccess: (_result, place) => {
      client.setQueryData<TrashedPlace[]>(trashKeys.list(), (list) => list?.filter((p) => p.id !== place.id));
      toast.success(`Deleted ${place.name} forever`);
    },
    onError: failed('delete the place'),
    onSettled: () => client.invalidateQueries({ queryKey: trashKeys.all }),
  });
}

/** DELETE /api/trash, then DELETE /api/trips/trash: every place and trip in the trash is gone for good. */
export function useEmptyTrash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(trashRoutes.empty);
      await call(tripsRoutes.emptyTrash);
    },
    onSuccess: () => {
      client.setQueryData<TrashedPlace[]>(trashKeys.list(), []);
      client.setQueryData<unknown[]>(tripKeys.trash(), []);
      toast.success('The trash is empty');
    },
    onError: failed('empty the trash'),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: trashKeys.all }),
        client.invalidateQueries({ queryKey: tripKeys.trash() }),
      ]),
  });
}
