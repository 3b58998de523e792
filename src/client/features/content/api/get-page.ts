import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_VERSION } from '#shared/pages/page-version.ts';
import { contentPageMeta } from '#shared/pages/page-head.ts';
import type { Page, PageContentOf, PageSlug } from '#shared/pages/page-schema.ts';
import { routes } from '#shared/api/routes.generated.ts';
import { call } from '#client/lib/api.ts';
import { pageKeys } from '#client/lib/query-keys/pages.ts';

/** The page with its default words: what the first paint shows while the server is asked. */
const defaultPage = <S extends PageSlug>(slug: S, defaults: PageContentOf<S>) =>
  ({ slug, ...defaults, version: DEFAULT_PAGE_VERSION, updatedAt: null }) as Page<S>;

export const pageQuery = <S extends PageSlug>(slug: S, defaults: PageContentOf<S>) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: ({ signal }) =>
      call(routes.pages.get, { params: { slug }, signal }) as unknown as Promise<Page<S>>,
    initialData: () => defaultPage(slug, defaults),
    // The default words are not the server's answer: asked for at once.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

/**
 * GET /api/pages/:slug. `defaults` are the page's own shipped words (src/shared/pages/defaults/),
 * imported by the page alone so its bundle holds no other page's words. `fromServer` is false while
 * they stand in for the server's answer: an edit must start from what the server has (its version),
 * never from them.
 */
export function usePage<S extends PageSlug>(slug: S, defaults: PageContentOf<S>) {
  const query = useQuery(pageQuery(slug, defaults));
  return {
    page: query.data,
    /** The page's head: the spec's words until the owner changes its title or description. */
    head: contentPageMeta(slug, query.data, defaults),
    fromServer: query.dataUpdatedAt > 0,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
