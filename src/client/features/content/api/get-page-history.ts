import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../shared/api/routes.generated';
import type { PageSlug } from '../../../../shared/pages/page-schema';
import { call } from '../../../lib/api';
import { pageKeys } from '../../../lib/query-keys/pages';

export const pageHistoryQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.history(slug),
    queryFn: ({ signal }) => call(routes.pages.history, { params: { slug }, signal }),
  });

/** GET /api/pages/:slug/history (owner): the page's latest saves, newest first. */
export function usePageHistory(slug: PageSlug) {
  return useQuery(pageHistoryQuery(slug));
}
