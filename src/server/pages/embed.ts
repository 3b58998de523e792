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
import { tripHead } from '#shared/trips/trip-head.ts';
import type { AppContext } from '../context';
import { getVisitorLocation } from '../db/locations';
import { contentSecurityDirectives } from '../security';
import { readSiteSettings } from '../db/settings';
import { readTrip } from './trip-data';
import { escapeHtml, headHtml, PageTemplate } from './template';

/** The embed's own page, built apart from the app (vite.embed.config.ts). */
const EMBED_FILE = 'embed.html';

const DESCRIPTION = `The travel map of ${BRAND}: places visited, planned and wishlisted.`;

/** The map data starts loading with the HTML, as on the home page (src/server/preload.ts). */
const MAP_DATA_PRELOAD = [
  '<link rel="preload" href="/api/locations/map" as="fetch" crossorigin="anonymous">',
  '<link rel="preload" href="/api/locations/map/names" as="fetch" crossorigin="anonymous">',
].join('\n    ');

/** What a missing embed says it could not show: a place, or a trip. */
const MISSING = {
  place: { title: 'Place not found', heading: 'This place is not on the map', link: 'See every place' },
  trip: { title: 'Trip not found', heading: 'This trip is not on the map', link: 'See the public trips' },
} as const;

/** An unknown, private or trashed place or trip: a short page the frame shows instead of the map. */
const notFoundHtml = (siteUrl: string, what: keyof typeof MISSING) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${MISSING[what].title} | ${BRAND}</title>
    <meta name="robots" content="noindex">
  </head>
  <body style="font:14px/1.4 system-ui,sans-serif;margin:1rem">
    <main>
      <h1 style="font-size:1.1rem">${MISSING[what].heading}</h1>
      <p><a href="${escapeHtml(siteUrl)}/${what === 'trip' ? 'trips' : ''}" target="_blank" rel="noopener">${MISSING[what].link} on ${BRAND}</a></p>
    </main>
  </body>
</html>`;

/**
 * The embeddable map: `/embed` (every public place, filtered by the home page's query names) and
 * `/embed/places/:id` (the map at one place) and `/embed?trip=:id` (a public trip's stops and lines;
 * an unlisted, private or unknown trip is 404). Only these answers may be framed by any site:
 * `frame-ancestors *` and no X-Frame-Options; every other directive stays the site's.
 */
export function registerEmbedPages(
  app: FastifyInstance,
  clientDir: string,
  { config, database, openingViews }: AppContext,
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

  app.get(EMBED_PATH, { helmet }, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (query.has(EMBED_TRIP_PARAM)) {
      const id = embedTripId(query);
      const trip = id === undefined ? undefined : await readTrip(database.db, id, 'visitor');
      if (!trip || trip.visibility !== 'public')
        return send(reply, notFoundHtml(config.siteUrl, 'trip'), 404);
      const { title, description, path } = tripHead(trip);
      const head = headHtml(
        { title: `${title} on the map`, description, path, noindex: true },
        config.siteUrl,
      );
      return send(reply, template.render(head));
    }
    const path = embedSitePath({ filters: embedFiltersFromSearchParams(query) });
    const head = headHtml(
      { title: 'Travel map', description: DESCRIPTION, path, noindex: true },
      config.siteUrl,
      // The map opens as the home map does (opening-view.ts); a filtered embed fits its places.
      [MAP_DATA_PRELOAD, await openingViews.meta(await readSiteSettings(database.db).catch(() => undefined))],
    );
    return send(reply, template.render(head));
  });

  app.get<{ Params: { segment: string } }>(
    `${EMBED_PLACE_PREFIX}:segment`,
    { helmet },
    async (request, reply) => {
      const id = parsePlaceSegment(request.params.segment)?.id;
      const place =
        id !== undefined && LocationIdSchema.safeParse(String(id)).success
          ? await getVisitorLocation(database.db, id)
          : undefined;
      if (!place) return send(reply, notFoundHtml(config.siteUrl, 'place'), 404);
      const head = headHtml(
        {
          title: `${place.name} on the map`,
          description: DESCRIPTION,
          path: embedSitePath({ place }),
          noindex: true,
        },
        config.siteUrl,
        [MAP_DATA_PRELOAD],
      );
      return send(reply, template.render(head));
    },
  );
}
