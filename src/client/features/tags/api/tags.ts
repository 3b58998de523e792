import { tagsRoutes } from '#shared/api/routes/tags.generated.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '#shared/tags.ts';
import { locationKeys } from '#client/lib/query-keys/locations.ts';
import { tagKeys } from '#client/lib/query-keys/tags.ts';
import { call } from '#client/lib/api.ts';

export const tagsQuery = queryOptions({
  queryKey: tagKeys.all,
  queryFn: ({ signal }) => call(tagsRoutes.list, { signal }),
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
      return call(tagsRoutes.create, { body: { name: change.name }, idempotencyKey: crypto.randomUUID() });
    case 'rename':
      return call(tagsRoutes.rename, { params: { id: String(change.id) }, body: { name: change.name } });
    case 'merge':
      return call(tagsRoutes.merge, { params: { id: String(change.id) }, body: { into: change.into } });
    case 'delete':
      return call(tagsRoutes.delete, { params: { id: String(change.id) } });
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
