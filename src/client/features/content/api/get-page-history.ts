import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageRevision, PageSlug } from '../../../../shared/pages/page-schema';
import { api } from '../../../lib/api';
import { pageKeys } from '../../../lib/query-keys/pages';

export const pageHistoryQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.history(slug),
    queryFn: ({ signal }) => api<PageRevision[]>(`/pages/${slug}/history`, { signal }),
  });

/** GET /api/pages/:slug/history (owner): the page's latest saves, newest first. */
export function usePageHistory(slug: PageSlug) {
  return useQuery(pageHistoryQuery(slug));
}
