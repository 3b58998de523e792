import { queryOptions, useQuery } from '@tanstack/react-query';
import { importKeys } from '../../../lib/query-keys/imports';
import { importsApi } from '../../../../shared/api/imports';
import { call } from '../../../lib/api';

export const importKeys = { all: ['imports'] as const };

/** GET /api/imports (owner): the imports, newest first. */
export const importsQuery = queryOptions({
  queryKey: importKeys.all,
  queryFn: ({ signal }) => call(importsApi.list, { signal }),
});

export function useImports(enabled: boolean) {
  return useQuery({ ...importsQuery, enabled });
}
