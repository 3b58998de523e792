import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportBatch } from '../../../../shared/history';
import { api } from '../../../lib/api';
import { importKeys } from '../../../lib/query-keys/imports';

/** GET /api/imports (owner): the imports, newest first. */
export const importsQuery = queryOptions({
  queryKey: importKeys.all,
  queryFn: ({ signal }) => api<ImportBatch[]>('/imports', { signal }),
});

export function useImports(enabled: boolean) {
  return useQuery({ ...importsQuery, enabled });
}
