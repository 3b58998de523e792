import { routes } from '../../../../shared/api/routes.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importKeys } from '../../../lib/query-keys/imports';
import { call } from '../../../lib/api';

/** GET /api/imports (owner): the imports, newest first. */
export const importsQuery = queryOptions({
  queryKey: importKeys.all,
  queryFn: ({ signal }) => call(routes.imports.list, { signal }),
});

export function useImports(enabled: boolean) {
  return useQuery({ ...importsQuery, enabled });
}
