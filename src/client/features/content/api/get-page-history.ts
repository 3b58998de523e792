import { queryOptions, useQuery } from '@tanstack/react-query';
import { pagesRoutes } from '#shared/api/routes/pages.generated.ts';
import type { PageSlug } from '#shared/pages/page-schema.ts';
import { call } from '#client/lib/api.ts';
import { pageKeys } from '#client/lib/query-keys/pages.ts';

export const pageHistoryQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.history(slug),
    queryFn: ({ signal }) => call(pagesRoutes.history, { params: { slug }, signal }),
  });

/** GET /api/pages/:slug/history (owner): the page's latest saves, newest first. */
export function usePageHistory(slug: PageSlug) {
  return useQuery(pageHistoryQuery(slug));
}
