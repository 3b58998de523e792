import { suggestionsRoutes } from '#shared/api/routes/suggestions.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import { inboxKeys } from '#client/lib/query-keys/inbox.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

/** POST /api/suggestions/:id/added {locationId}: the suggestion shows "Added" with a link to the place. */
export function useMarkSuggestionAdded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locationId }: { id: string; locationId: number }) =>
      call(suggestionsRoutes.markAdded, { params: { id }, body: { locationId } }),
    onError: (error) =>
      toast.error(
        i18n._('The place was added, but the suggestion could not be marked: {reason}', {
          reason: error instanceof ApiError ? error.message : i18n._('please try again.'),
        }),
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inboxKeys.kind('suggestions') }),
        client.invalidateQueries({ queryKey: inboxKeys.unread() }),
      ]),
  });
}
