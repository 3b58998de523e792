import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsRoutes } from '#shared/api/routes/trips.generated.ts';
import type { TripLink } from '#shared/trips/trip-schema.ts';
import { call } from '#client/lib/api.ts';
import { tripKeys } from '#client/lib/query-keys/trips.ts';

/** A trip's share links, newest first, revoked and expired ones included (owner). */
export const tripLinksQuery = (id: number) =>
  queryOptions({
    queryKey: tripKeys.links(id),
    queryFn: ({ signal }) => call(tripsRoutes.links, { params: { id: String(id) }, signal }),
  });

/** POST /api/trips/:id/links: a named link, expiring at `expiresAt` (ISO) or never. */
export function useCreateLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; expiresAt: string | null; idempotencyKey: string }) =>
      call(tripsRoutes.createLink, {
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
      call(tripsRoutes.revokeLink, { params: { id: String(id), linkId: String(linkId) } }),
    onSuccess: (revoked) =>
      client.setQueryData<TripLink[]>(tripKeys.links(id), (links) =>
        links?.map((link) => (link.id === revoked.id ? revoked : link)),
      ),
  });
}
