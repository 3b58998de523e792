import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillFiguresDeep } from '#shared/figures.ts';
import { useSiteConfig } from '#client/lib/site-config.ts';
import { DEFAULT_PAGE_VERSION } from '#shared/pages/page-version.ts';
import { contentPageMeta } from '#shared/pages/page-head.ts';
import type { Page, PageContentOf, PageSlug } from '#shared/pages/page-schema.ts';
import { pagesRoutes } from '#shared/api/routes/pages.generated.ts';
import { call } from '#client/lib/api.ts';
import { pageKeys } from '#client/lib/query-keys/pages.ts';

/** The page with its default words: what the first paint shows while the server is asked. */
const defaultPage = <S extends PageSlug>(slug: S, defaults: PageContentOf<S>) =>
  ({ slug, ...defaults, version: DEFAULT_PAGE_VERSION, updatedAt: null }) as Page<S>;

export const pageQuery = <S extends PageSlug>(slug: S, defaults: PageContentOf<S>) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: ({ signal }) =>
      call(pagesRoutes.get, { params: { slug }, signal }) as unknown as Promise<Page<S>>,
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
  const { figures } = useSiteConfig();
  const page = useMemo(() => fillFiguresDeep(query.data, figures), [query.data, figures]);
  return {
    /** The page as visitors read it: its `{figures}` filled in (shared/figures.ts). */
    page,
    /** The page as stored, `{figures}` and all: what the owner edits. */
    stored: query.data,
    /** The page's head: the spec's words until the owner changes its title or description. */
    head: contentPageMeta(slug, page, fillFiguresDeep(defaults, figures)),
    fromServer: query.dataUpdatedAt > 0,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
