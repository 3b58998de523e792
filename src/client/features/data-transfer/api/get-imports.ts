import { importsRoutes } from '#shared/api/routes/imports.generated.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { importKeys } from '#client/lib/query-keys/imports.ts';
import { call } from '#client/lib/api.ts';

/** GET /api/imports (owner): the imports, newest first. */
export const importsQuery = queryOptions({
  queryKey: importKeys.all,
  queryFn: ({ signal }) => call(importsRoutes.list, { signal }),
});

export function useImports(enabled: boolean) {
  return useQuery({ ...importsQuery, enabled });
}
