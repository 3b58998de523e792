import { queryOptions, useQuery } from '@tanstack/react-query';
import { pagesApi } from '../../../../shared/api/pages';
import type { PageSlug } from '../../../../shared/pages/page-schema';
import { call } from '../../../lib/api';
import { pageKeys } from './page-keys';

export const pageHistoryQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.history(slug),
    queryFn: ({ signal }) => call(pagesApi.history, { params: { slug }, signal }),
  });

/** GET /api/pages/:slug/history (owner): the page's latest saves, newest first. */
export function usePageHistory(slug: PageSlug) {
  return useQuery(pageHistoryQuery(slug));
}
