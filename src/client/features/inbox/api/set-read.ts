import type { ReadRoute } from './item-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { inboxKeys, type InboxKind } from '#client/lib/query-keys/inbox.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

interface Readable {
  id: string;
  read: boolean;
}

/** Marks an item of the inbox read or unread (its kind's route): shown at once, put back if the server refuses. */
export function useSetRead(kind: InboxKind, route: ReadRoute) {
  const client = useQueryClient();
  const key = inboxKeys.kind(kind);
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      call(route, { params: { id }, body: { read } }),
    onMutate: async ({ id, read }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Readable[]>(key);
      client.setQueryData<Readable[]>(key, (items) =>
        items?.map((item) => (item.id === id ? { ...item, read } : item)),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(
        i18n._('Could not update it: {reason}', {
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
