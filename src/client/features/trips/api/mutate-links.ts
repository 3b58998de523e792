import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '#shared/api/routes.generated.ts';
import type { TripLink } from '#shared/trips/trip-schema.ts';
import { call } from '#client/lib/api.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

/** A trip's share links, newest first, revoked and expired ones included (owner). */
export const tripLinksQuery = (id: number) =>
  queryOptions({
    queryKey: tripKeys.links(id),
    queryFn: ({ signal }) => call(routes.trips.links, { params: { id: String(id) }, signal }),
  });

/** POST /api/trips/:id/links: a named link, expiring at `expiresAt` (ISO) or never. */
export function useCreateLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; expiresAt: string | null; idempotencyKey: string }) =>
      call(routes.trips.createLink, {
        params: { id: String(id) },
        body: { name: input.name, expiresAt: input.expiresAt },
        idempotencyKey: input.idempotencyKey,
      }),
    onSuccess: (link) =>
      client.setQueryData<TripLink[]>(tripKeys.links(id), (links) => [link, ...(links ?? [])]),
  });
}

/** DELETE /api/trips/:id/links/:linkId: the link answers 410 from then on. */
export function useRevokeLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      call(routes.trips.revokeLink, { params: { id: String(id), linkId: String(linkId) } }),
    onSuccess: (revoked) =>
      client.setQueryData<TripLink[]>(tripKeys.links(id), (links) =>
        links?.map((link) => (link.id === revoked.id ? revoked : link)),
      ),
  });
}
