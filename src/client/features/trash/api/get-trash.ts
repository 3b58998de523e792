import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '../../../../shared/location';
import { api } from '../../../lib/api';
import { trashKeys } from './keys';

/** A place in the trash: the place as it was, and when it was deleted. */
export type TrashedPlace = Location & { deletedAt: string };

/** GET /api/trash (owner): deleted places, the most recently deleted first. */
export const trashQuery = queryOptions({
  queryKey: trashKeys.list(),
  queryFn: ({ signal }) => api<TrashedPlace[]>('/trash', { signal }),
});

export function useTrash(enabled: boolean) {
  return useQuery({ ...trashQuery, enabled });
}
