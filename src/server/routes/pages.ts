import { z } from 'zod';
import { PAGE_SCHEMAS, PAGE_SLUGS, type PageContent, type PageSlug } from '#shared/pages/page-schema.ts';
import { listPages, pageHistory, readPage, savePage } from '../db/pages';
import { badInput, HttpError } from '../errors';
import { jsonBody, type RequestPart } from '../input';
import { pagesApi } from '#shared/api/pages.ts';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

const BODIES = Object.fromEntries(
  PAGE_SLUGS.map((slug) => [slug, jsonBody(PAGE_SCHEMAS[slug] as z.ZodType<PageContent>)]),
) as Record<PageSlug, RequestPart<PageContent>>;

const etagOf = (version: number) => `"${version}"`;
const IF_MATCH = /^(?:"(\d{1,15})"|(\d{1,15}))$/;

/**
 * The version a save was based on. A page is always saved over the version the owner loaded:
 * without If-Match the save could go over words written meanwhile in another tab, so it is refused.
 */
function expectedVersion(header: string | undefined): number {
  if (header === undefined) {
    throw new HttpError(
      428,
      'precondition_required',
      'Send If-Match with the version of the page you edited (its ETag), so no newer words are overwritten.',
    );
  }
  const match = IF_MATCH.exec(header.trim());
  if (!match) {
    throw badInput(
      { 'If-Match': 'Send the version the page was loaded at, as its ETag ("3")' },
      'The If-Match header is not valid.',
    );
  }
  return Number(match[1] ?? match[2]);
}

const pageConflict = (current: unknown) =>
  new HttpError(
    409,
    'conflict',
    'This page was changed elsewhere (in another tab or device) since you opened it.',
    { details: { current } },
  );

/** The site's own pages: anyone reads them, the owner saves them over the version they loaded. */
export const pageRoutes: RoutePlugin = async (app, context) => {
  const { db } = context.database;
  const serve = routeServer(app, context);

  serve(pagesApi.list, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(await listPages(db)),
  );

  // Owner edits must show on the next load: browsers revalidate with the ETag (304 when unchanged).
  serve(pagesApi.get, async (request, reply) => {
    const page = await readPage(db, request.params.slug);
    const etag = etagOf(page.version);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return page;
  });

  serve(pagesApi.save, async (request, reply) => {
    const { slug } = request.params;
    const version = expectedVersion(request.headers['if-match']);
    const body = BODIES[slug].read(request.body);
    if ('error' in body) throw body.error;
    const result = await savePage(db, slug, body.value, version);
    if (result.outcome === 'conflict') throw pageConflict(result.current);
    return reply.header('etag', etagOf(result.page.version)).send(result.page);
  });

  serve(pagesApi.history, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await pageHistory(db, request.params.slug)),
  );
};
