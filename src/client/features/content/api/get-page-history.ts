import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '#shared/api/routes.generated.ts';
import type { PageSlug } from '#shared/pages/page-schema.ts';
import { call } from '#client/lib/api.ts';
import { pageKeys } from '#client/lib/query-keys/pages.ts';

export const pageHistoryQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.history(slug),
    queryFn: ({ signal }) => call(routes.pages.history, { params: { slug }, signal }),
  });

/** GET /api/pages/:slug/history (owner): the page's latest saves, newest first. */
export function usePageHistory(slug: PageSlug) {
  return useQuery(pageHistoryQuery(slug));
}
