import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { packSalesRoutes } from '#shared/api/routes/packSales.generated.ts';
import { packsRoutes } from '#shared/api/routes/packs.generated.ts';
import type { Pack, PackCreate, PackPatch } from '#shared/packs/pack-schema.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { packKeys } from './packs-queries';

export const managedPacksQuery = queryOptions({
  queryKey: packKeys.manage(),
  queryFn: ({ signal }) => call(packsRoutes.manage, { signal }),
});

export const ordersQuery = (q: string) =>
  queryOptions({
    queryKey: packKeys.orders(q),
    queryFn: ({ signal }) => call(packsRoutes.orders, { query: q ? { q } : {}, signal }),
  });

export const salesQuery = queryOptions({
  queryKey: packKeys.sales(),
  queryFn: ({ signal }) => call(packsRoutes.sales, { signal }),
});

/** Each pack's funnel over a range; the last range stays shown while the next loads. */
export const funnelQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: packKeys.funnel(range.from, range.to),
    queryFn: ({ signal }) => call(packSalesRoutes.funnel, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

/** A 409: the pack was changed elsewhere; `current` is the pack as it is now. */
export class PackConflict extends ApiError {
  constructor(
    cause: ApiError,
    readonly current: Pack,
  ) {
    super(cause.status, cause.message, cause.code, cause.fields, cause.body);
  }
}

const currentOf = (error: ApiError): Pack | undefined => {
  const body = error.body as { error?: { current?: Pack } } | undefined;
  return body?.error?.current;
};

async function withConflict(run: () => Promise<Pack>): Promise<Pack> {
  try {
    return await run();
  } catch (error) {
    const current = error instanceof ApiError && error.status === 409 ? currentOf(error) : undefined;
    if (error instanceof ApiError && current) throw new PackConflict(error, current);
    throw error;
  }
}

export type PackAction =
  | { kind: 'update'; id: number; version: number; changes: PackPatch }
  | { kind: 'release'; id: number; version: number; note: string }
  | { kind: 'on-sale' | 'retire'; id: number; version: number };

/** The owner's writes on a pack, each with If-Match: a pack changed elsewhere fails with a PackConflict. */
export function usePackAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PackAction) =>
      withConflict(() => {
        const params = { id: String(action.id) };
        const headers = { 'if-match': `"${action.version}"` };
        if (action.kind === 'update')
          return call(packsRoutes.update, { params, headers, body: action.changes });
        if (action.kind === 'release')
          return call(packsRoutes.release, { params, headers, body: { note: action.note } });
        if (action.kind === 'on-sale') return call(packsRoutes.putOnSale, { params, headers, body: {} });
        return call(packsRoutes.retire, { params, headers, body: {} });
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: packKeys.all }),
  });
}

export function useCreatePack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PackCreate; idempotencyKey: string }) =>
      call(packsRoutes.create, { body: input, idempotencyKey }),
    onSuccess: () => void client.invalidateQueries({ queryKey: packKeys.all }),
  });
}

export const makeLibraryLink = (orderId: number) =>
  call(packsRoutes.libraryLink, { params: { id: String(orderId) }, body: {} });

export function useRevokeLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(packsRoutes.revokeLinks, { params: { id: String(orderId) } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: packKeys.all }),
  });
}

/** Emails the buyer a new library link; the order comes back with its link's state. */
export function useEmailLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      call(packsRoutes.emailLink, { params: { id: String(orderId) }, body: {} }),
    onSettled: () => void client.invalidateQueries({ queryKey: packKeys.all }),
  });
}
