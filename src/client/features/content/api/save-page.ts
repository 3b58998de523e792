import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, PageContent, PageSlug } from '#shared/pages/page-schema.ts';
import { pagesRoutes } from '#shared/api/routes/pages.generated.ts';
import { ApiError, call } from '#client/lib/api.ts';
import { pageKeys } from '#client/lib/query-keys/pages.ts';

/** A 409: the page was saved elsewhere since the editor opened; `current` is the page as it is now. */
export class PageConflict extends ApiError {
  constructor(
    cause: ApiError,
    readonly current: Page,
  ) {
    super(cause.status, cause.message, cause.code, cause.fields, cause.body);
  }
}

const isPage = (value: unknown): value is Page =>
  typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number';

/** PUT /api/pages/:slug over the version the editor opened (If-Match); a 409 becomes a PageConflict. */
export async function savePage(slug: PageSlug, content: PageContent, version: number): Promise<Page> {
  try {
    return await call(pagesRoutes.save, {
      params: { slug },
      body: content,
      headers: { 'if-match': `"${version}"` },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const sent = (error.body as { error?: { current?: unknown } } | undefined)?.error?.current;
    throw new PageConflict(error, isPage(sent) ? sent : await call(pagesRoutes.get, { params: { slug } }));
  }
}

export function useSavePage(slug: PageSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, version }: { content: PageContent; version: number }) =>
      savePage(slug, content, version),
    onSuccess: (page) => {
      client.setQueryData(pageKeys.detail(slug), page);
      void client.invalidateQueries({ queryKey: pageKeys.history(slug) });
    },
    onError: (error) => {
      // The page as it is now, so the reader sees it and the next save goes over it knowingly.
      if (error instanceof PageConflict) client.setQueryData(pageKeys.detail(slug), error.current);
    },
  });
}
