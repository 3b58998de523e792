import { trashRoutes } from '#shared/api/routes/trash.generated.ts';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError, call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';
import type { TrashedPlace } from './get-trash';
import { trashKeys } from '#client/lib/query-keys/trash.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

/** Why it failed: the server's reason, or to try again. */
const why = (error: unknown) => (error instanceof ApiError ? error.message : i18n._('please try again.'));

/** DELETE /api/trash/:id: the place and its history are gone for good. */
export function useDeleteForever() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (place: TrashedPlace) =>
      call(trashRoutes.deleteForever, { params: { id: String(place.id) } }),
    onSuccess: (_result, place) => {
      client.setQueryData<TrashedPlace[]>(trashKeys.list(), (list) => list?.filter((p) => p.id !== place.id));
      toast.success(i18n._('Deleted {name} forever', { name: place.name }));
    },
    onError: (error) => toast.error(i18n._('Could not delete the place: {reason}', { reason: why(error) })),
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
      toast.success(i18n._('The trash is empty'));
    },
    onError: (error) => toast.error(i18n._('Could not empty the trash: {reason}', { reason: why(error) })),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: trashKeys.all }),
        client.invalidateQueries({ queryKey: tripKeys.trash() }),
      ]),
  });
}
