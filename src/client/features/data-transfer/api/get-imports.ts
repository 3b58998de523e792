import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One import as the server keeps it: what it added and updated, and how many of its places are still live. */
export interface ImportBatch {
  id: string;
  createdAt: string;
  fileName: string;
  added: number;
  updated: number;
  undoneAt: string | null;
  live: number;
}

export const importKeys = { all: ['imports'] as const };

/** GET /api/imports (owner): the imports, newest first. */
export const importsQuery = queryOptions({
  queryKey: importKeys.all,
  queryFn: ({ signal }) => api<ImportBatch[]>('/imports', { signal }),
});

export function useImports(enabled: boolean) {
  return useQuery({ ...importsQuery, enabled });
}
