import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  EMBED_PATH,
  EMBED_PLACE_PREFIX,
  embedFiltersFromSearchParams,
  embedSitePath,
} from '#shared/embed.ts';
import { LocationIdSchema } from '#shared/ids.ts';
import { parsePlaceSegment } from '#shared/place-url.ts';
import { BRAND } from '#shared/routes.ts';
import type { AppContext } from '../context';
import { getVisitorLocation } from '../db/locations';
import { contentSecurityDirectives } from '../security';
import { escapeHtml, headHtml, PageTemplate } from './template';

/** The embed's own page, built apart from the app (vite.embed.config.ts). */
const EMBED_FILE = 'embed.html';

const DESCRIPTION = `The travel map of ${BRAND}: places visited, planned and wishlisted.`;

/** The map data starts loading with the HTML, as on the home page (src/server/preload.ts). */
const MAP_DATA_PRELOAD = [
  '<link rel="preload" href="/api/locations/map" as="fetch" crossorigin="anonymous">',
  '<link rel="preload" href="/api/locations/map/names" as="fetch" crossorigin="anonymous">',
].join('\n    ');

/** An unknown, private or trashed place: a short page the frame shows instead of the map. */
const notFoundHtml = (siteUrl: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>Place not found | ${BRAND}</title>
    <meta name="robots" content="noindex">
  </head>
  <body style="font:14px/1.4 system-ui,sans-serif;margin:1rem">
    <main>
      <h1 style="font-size:1.1rem">This place is not on the map</h1>
      <p><a href="${escapeHtml(siteUrl)}/" target="_blank" rel="noopener">See every place on ${BRAND}</a></p>
    </main>
  </body>
</html>`;

/**
 * The embeddable map: `/embed` (every public place, filtered by the home page's query names) and
 * `/embed/places/:id` (the map at one place). Only these answers may be framed by any site:
 * `frame-ancestors *` and no X-Frame-Options; every other directive stays the site's.
 */
export function registerEmbedPages(
  app: FastifyInstance,
  clientDir: string,
  { config, database }: AppContext,
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

  app.get(EMBED_PATH, { helmet }, (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const path = embedSitePath({ filters: embedFiltersFromSearchParams(query) });
    const head = headHtml(
      { title: 'Travel map', description: DESCRIPTION, path, noindex: true },
      config.siteUrl,
      [MAP_DATA_PRELOAD],
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
      if (!place) return send(reply, notFoundHtml(config.siteUrl), 404);
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
