import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_VERSION, PAGE_DEFAULTS } from '#shared/pages/page-defaults.ts';
import { contentPageMeta } from '#shared/pages/page-head.ts';
import type { Page, PageSlug } from '#shared/pages/page-schema.ts';
import { routes } from '#shared/api/routes.generated.ts';
import { call } from '#client/lib/api.ts';
import { pageKeys } from '#client/lib/query-keys/pages.ts';

/** The page with its default words: what the first paint shows while the server is asked. */
const defaultPage = <S extends PageSlug>(slug: S) =>
  ({ slug, ...PAGE_DEFAULTS[slug], version: DEFAULT_PAGE_VERSION, updatedAt: null }) as Page<S>;

export const pageQuery = <S extends PageSlug>(slug: S) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: ({ signal }) =>
      call(routes.pages.get, { params: { slug }, signal }) as unknown as Promise<Page<S>>,
    initialData: () => defaultPage(slug),
    // The default words are not the server's answer: asked for at once.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

/**
 * GET /api/pages/:slug. `fromServer` is false while the default words stand in for the server's
 * answer: an edit must start from what the server has (its version), never from them.
 */
export function usePage<S extends PageSlug>(slug: S) {
  const query = useQuery(pageQuery(slug));
  return {
    page: query.data,
    /** The page's head: the spec's words until the owner changes its title or description. */
    head: contentPageMeta(slug, query.data),
    fromServer: query.dataUpdatedAt > 0,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
