import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '../../../../shared/tags';
import { api } from '../../../lib/api';
import { locationKeys } from '../../../lib/query-keys/locations';
import { tagKeys } from '../../../lib/query-keys/tags';

export const tagsQuery = queryOptions({
  queryKey: tagKeys.all,
  queryFn: ({ signal }) => api<Tag[]>('/tags', { signal }),
  staleTime: 60_000,
});

/** Every tag with its count (a visitor's list has only the tags of visible places). */
export function useTags(enabled = true): Tag[] {
  return useQuery({ ...tagsQuery, enabled }).data ?? [];
}

export type TagChange =
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'merge'; id: number; into: number }
  | { kind: 'delete'; id: number }
  | { kind: 'create'; name: string };

function send(change: TagChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return api<Tag>('/tags', {
        method: 'POST',
        body: { name: change.name },
        idempotencyKey: crypto.randomUUID(),
      });
    case 'rename':
      return api<Tag>(`/tags/${change.id}`, { method: 'PATCH', body: { name: change.name } });
    case 'merge':
      return api<Tag>(`/tags/${change.id}/merge`, { method: 'POST', body: { into: change.into } });
    case 'delete':
      return api<void>(`/tags/${change.id}`, { method: 'DELETE' });
  }
}

/** One change to the owner's tags; the places and the tag list are read again after it. */
export function useTagChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
