import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  EMBED_PATH,
  EMBED_PLACE_PREFIX,
  EMBED_TRIP_PARAM,
  embedFiltersFromSearchParams,
  embedSitePath,
  embedTripId,
} from '#shared/embed.ts';
import { LocationIdSchema } from '#shared/ids.ts';
import { parsePlaceSegment } from '#shared/place-url.ts';
import { BRAND } from '#shared/routes.ts';
import { LOCALES, localisedPath, type Locale } from '#shared/locales.ts';
import { tripHead } from '#shared/trips/trip-head.ts';
import type { AppContext } from '../context';
import { translate } from '../i18n';
import { getVisitorLocation } from '../db/locations';
import { contentSecurityDirectives } from '../security';
import { readTrip } from './trip-data';
import { localiseHtml } from './localised';
import { escapeHtml, headHtml, PageTemplate } from './template';

/** The embed's own page, built apart from the app (vite.embed.config.ts). */
const EMBED_FILE = 'embed.html';

const descriptionIn = (locale: Locale) =>
  translate(/*i18n*/ 'The travel map of {brand}: places visited, planned and wishlisted.', locale, {
    brand: BRAND,
  });

/** The map data starts loading with the HTML, as on the home page (src/server/preload.ts). */
const MAP_DATA_PRELOAD = [
  '<link rel="preload" href="/api/locations/map" as="fetch" crossorigin="anonymous">',
  '<link rel="preload" href="/api/locations/map/names" as="fetch" crossorigin="anonymous">',
].join('\n    ');

/** What a missing embed says it could not show: a place, or a trip. */
const MISSING = {
  place: {
    title: /*i18n*/ 'Place not found',
    heading: /*i18n*/ 'This place is not on the map',
    link: /*i18n*/ 'See every place on {brand}',
  },
  trip: {
    title: /*i18n*/ 'Trip not found',
    heading: /*i18n*/ 'This trip is not on the map',
    link: /*i18n*/ 'See the public trips on {brand}',
  },
} as const;

/** An unknown, private or trashed place or trip: a short page the frame shows instead of the map. */
const notFoundHtml = (siteUrl: string, what: keyof typeof MISSING, locale: Locale) => {
  const words = MISSING[what];
  const href = `${siteUrl}${localisedPath(locale, what === 'trip' ? '/trips' : '/')}`;
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${escapeHtml(translate(words.title, locale))} | ${BRAND}</title>
    <meta name="robots" content="noindex">
  </head>
  <body style="font:14px/1.4 system-ui,sans-serif;margin:1rem">
    <main>
      <h1 style="font-size:1.1rem">${escapeHtml(translate(words.heading, locale))}</h1>
      <p><a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(translate(words.link, locale, { brand: BRAND }))}</a></p>
    </main>
  </body>
</html>`;
};

/**
 * The embeddable map: `/embed` (every public place, filtered by the home page's query names) and
 * `/embed/places/:id` (the map at one place) and `/embed?trip=:id` (a public trip's stops and lines;
 * an unlisted, private or unknown trip is 404). Only these answers may be framed by any site:
 * `frame-ancestors *` and no X-Frame-Options; every other directive stays the site's.
 */
export function registerEmbedPages(
  app: FastifyInstance,
  clientDir: string,
  { config, database, openingViews, siteSettings }: AppContext,
) {
  if (!existsSync(join(clientDir, EMBED_FILE))) return;
  // The embed stays light inside other sites: no theme script.
  const template = new PageTemplate(clientDir, EMBED_FILE, { themed: false });
  const helmet = {
    contentSecurityPolicy: {
      useDefaults: false,
      // No theme script in the embed's page, so no inline script is allowed in it either.
      directives: { ...contentSecurityDirectives(config), scriptSrc: ["'self'"], frameAncestors: ['*'] },
    },
    xFrameOptions: false,
  } as const;
  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  // The same pages under each language's prefix (/es/embed): the frame's words, links and title in it.
  for (const locale of LOCALES) {
    const page = (reply: FastifyReply, html: string) => send(reply, localiseHtml(html, locale));
    const missing = (reply: FastifyReply, what: keyof typeof MISSING) =>
      send(reply, notFoundHtml(config.siteUrl, what, locale), 404);
    const onTheMap = (name: string) => translate(/*i18n*/ '{name} on the map', locale, { name });

    app.get(localisedPath(locale, EMBED_PATH), { helmet }, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      if (query.has(EMBED_TRIP_PARAM)) {
        const id = embedTripId(query);
        const trip = id === undefined ? undefined : await readTrip(database.db, id, 'visitor');
        if (!trip || trip.visibility !== 'public') return missing(reply, 'trip');
        const { title, description, path } = tripHead(trip);
        const head = headHtml(
          { title: onTheMap(title), description, path: path && localisedPath(locale, path), noindex: true },
          config.siteUrl,
        );
        return page(reply, template.render(head));
      }
      const path = embedSitePath({ filters: embedFiltersFromSearchParams(query) });
      const head = headHtml(
        {
          title: translate(/*i18n*/ 'Travel map', locale),
          description: descriptionIn(locale),
          path: localisedPath(locale, path),
          noindex: true,
        },
        config.siteUrl,
        // The map opens as the home map does (opening-view.ts); a filtered embed fits its places.
        [MAP_DATA_PRELOAD, await openingViews.meta(await siteSettings.get().catch(() => undefined))],
      );
      return page(reply, template.render(head));
    });

    app.get<{ Params: { segment: string } }>(
      localisedPath(locale, `${EMBED_PLACE_PREFIX}:segment`),
      { helmet },
      async (request, reply) => {
        const id = parsePlaceSegment(request.params.segment)?.id;
        const place =
          id !== undefined && LocationIdSchema.safeParse(String(id)).success
            ? await getVisitorLocation(database.db, id)
            : undefined;
        if (!place) return missing(reply, 'place');
        const head = headHtml(
          {
            title: onTheMap(place.name),
            description: descriptionIn(locale),
            path: localisedPath(locale, embedSitePath({ place })),
            noindex: true,
          },
          config.siteUrl,
          [MAP_DATA_PRELOAD],
        );
        return page(reply, template.render(head));
      },
    );
  }
}
