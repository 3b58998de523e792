import { queryOptions } from '@tanstack/react-query';
import { packsRoutes } from '#shared/api/routes/packs.generated.ts';
import { call } from './api';

/**
 * The trip packs on sale, and whether Buy can work: the router asks for it with /trip-packs' own
 * chunk, and loads the packs feature's grid only when a pack is on sale.
 */
export const packListQuery = queryOptions({
  queryKey: ['packs', 'list'] as const,
  queryFn: ({ signal }) => call(packsRoutes.list, { signal }),
});
