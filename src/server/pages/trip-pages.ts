import type { FastifyInstance, FastifyReply } from 'fastify';
import { tripIdOfSegment, tripPath } from '#shared/trips/trip.ts';
import { SHARE_LINK_GONE, sharedTripHead, tripHead } from '#shared/trips/trip-head.ts';
import { LOCALES, localisedPath, type Locale } from '#shared/locales.ts';
import type { AppContext } from '../context';
import { wordingFor } from '../i18n';
import { localiseHtml, type CataloguePreloads } from './localised';
import { SITE_CONFIG_PRELOAD } from '../preload';
import { readSharedTrip, readTrip } from './trip-data';
import { tripBody, tripJsonLd } from './trip-json-ld';
import { escapeHtml, headHtml, jsonLdHtml, oembedLinks, type PageTemplate } from './template';
import { redirectToCurrent } from './current-address';

/** A share link's token as the API takes it: 22 to 64 URL-safe characters. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * `/trips/:id-:slug`, and the same in each other language (`/es/trips/:id-:slug`): a public trip's
 * page with its own head, sharing image, JSON-LD and crawler's body in the page's language (the
 * traveller's words as written); a stale slug redirects (301) within the language; an unknown,
 * unlisted or private trip is 404 (saying nothing of its existence). `/t/:token`: the page of a
 * share link, never indexed; a revoked or expired link answers 410 with its own friendly words, an
 * unknown one 404.
 */
export function registerTripPages(
  app: FastifyInstance,
  template: PageTemplate,
  context: AppContext,
  notFoundHtml: string,
  catalogues: Partial<Record<Locale, CataloguePreloads>> = {},
): void {
  const { siteUrl } = context.config;
  const { db } = context.database;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  const goneHtml = template.render(
    headHtml({ ...SHARE_LINK_GONE, noindex: true }, siteUrl),
    `<div class="mx-auto max-w-2xl p-8"><h1>${escapeHtml(SHARE_LINK_GONE.title)}</h1><p>${escapeHtml(SHARE_LINK_GONE.description)}</p><p><a href="/trips">See the public trips</a></p></div>`,
    SITE_CONFIG_PRELOAD,
  );

  for (const locale of LOCALES) {
    const page = (reply: FastifyReply, status: number, body: string) =>
      html(reply, status, localiseHtml(body, locale, catalogues[locale]?.pages));
    app.get<{ Params: { segment: string } }>(
      localisedPath(locale, '/trips/:segment'),
      async (request, reply) => {
        const id = tripIdOfSegment(request.params.segment);
        const trip = id === null ? undefined : await readTrip(db, id, 'visitor');
        if (!trip || trip.visibility !== 'public') return page(reply, 404, notFoundHtml);
        const path = localisedPath(locale, tripPath(trip));
        if (localisedPath(locale, `/trips/${request.params.segment}`) !== path) {
          return redirectToCurrent(request, reply, path);
        }
        const head = headHtml(
          tripHead(trip, wordingFor(locale)),
          siteUrl,
          [
            jsonLdHtml(tripJsonLd(trip, siteUrl, locale)),
            ...oembedLinks(`${siteUrl}${tripPath(trip)}`, siteUrl, trip.title),
          ],
          locale,
        );
        return page(reply, 200, template.render(head, tripBody(trip, locale), SITE_CONFIG_PRELOAD));
      },
    );
  }

  app.get<{ Params: { token: string } }>('/t/:token', async (request, reply) => {
    const { token } = request.params;
    const read = TOKEN.test(token)
      ? await readSharedTrip(db, token, new Date())
      : { outcome: 'missing' as const };
    // The link is the secret: no cache keeps the page, no referrer carries it away.
    reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
    if (read.outcome === 'gone') return html(reply, 410, goneHtml);
    if (read.outcome === 'missing') return html(reply, 404, notFoundHtml);
    const head = headHtml(sharedTripHead(read.trip), siteUrl);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(template.render(head, '', SITE_CONFIG_PRELOAD));
  });
}
