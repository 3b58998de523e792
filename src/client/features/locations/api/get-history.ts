import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { locationKeys } from '../../../lib/query-keys/locations';

export type RevisionAction =
  'create' | 'update' | 'delete' | 'restore' | 'import' | 'revert' | 'merge-import' | 'merge';

/** One change to a place: who, when, which fields, and their values before and after. */
export interface Revision {
  id: number;
  action: RevisionAction;
  actor: string;
  createdAt: string;
  fields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The place's version after this change. */
  version: number;
}

/** GET /api/locations/:id/history (owner): every change to the place, newest first. */
export const historyQuery = (id: number) =>
  queryOptions({
    queryKey: locationKeys.history(id),
    queryFn: ({ signal }) => api<Revision[]>(`/locations/${id}/history`, { signal }),
  });

export function useLocationHistory(id: number, enabled: boolean) {
  return useQuery({ ...historyQuery(id), enabled });
}
