import type { DeleteRoute } from './item-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { inboxKeys, type InboxKind } from '#client/lib/query-keys/inbox.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

/** Deletes an item of the inbox (its kind's route): gone from the list at once, put back if the server refuses. */
export function useDeleteInboxItem(kind: InboxKind, route: DeleteRoute) {
  const client = useQueryClient();
  const key = inboxKeys.kind(kind);
  return useMutation({
    mutationFn: (id: string) => call(route, { params: { id } }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<{ id: string }[]>(key);
      client.setQueryData<{ id: string }[]>(key, (items) => items?.filter((item) => item.id !== id));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(
        i18n._('Could not delete it: {reason}', {
          reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
        }),
      );
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        // The avatar's count of unread items follows.
        client.invalidateQueries({ queryKey: inboxKeys.unread() }),
      ]),
  });
}
