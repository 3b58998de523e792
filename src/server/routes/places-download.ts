import { createHash } from 'node:crypto';
import { filtersFromSearchParams, filterPlaces } from '#shared/filters.ts';
import { asPlace, type Location, type VisitorLocation } from '#shared/location.ts';
import { absolutePhotoUrl } from '#shared/media.ts';
import { transferApi } from '#shared/api/transfer.ts';
import type { RouteQuery } from '#shared/api/define.ts';
import { listVisitorLocations } from '../db/locations';
import type { PlaceIndex } from '../db/place-index';
import { placesFileName } from '../export/formats';
import { toKml } from '../export/kml';
import { toGpx } from '../export/gpx';
import { routeServer } from '../api/serve';
import type { RoutePlugin } from '../context';

/**
 * Each download reads every public place (about a second at 100,000): a traveller asks for a
 * few files, a script looping on it meets a 429 first. Per address, across all instances.
 */
export const DOWNLOAD_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;

const TYPES = {
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
  gpx: 'application/gpx+xml; charset=utf-8',
} as const;

type DownloadQuery = RouteQuery<typeof transferApi.download>;

/** The query back as the page's URL params, read by the page's own parser: the same filters exactly. */
function filtersOf(query: DownloadQuery) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of ['type', 'status', 'country', 'state', 'tag'] as const)
    for (const value of query[key] ?? []) params.append(key, value);
  return filtersFromSearchParams(params);
}

/**
 * The places the filters select, as the home page selects them (src/shared/filters.ts): the search
 * matches the name, country and US state there, and the address and notes in the visitors' index,
 * as the server's search (GET /api/locations/search) adds them on the page.
 */
function selectPlaces(
  places: readonly VisitorLocation[],
  query: DownloadQuery,
  index: PlaceIndex,
): Location[] {
  const filters = filtersOf(query);
  const search = filters.search.trim();
  const alsoFound = search ? new Set(index.search(search)) : undefined;
  const summaries = places.map((place) => ({
    ...place,
    hasVideo: place.youtubeUrls.length > 0,
    tags: place.tags.length > 0 ? place.tags : undefined,
    place,
  }));
  return filterPlaces(summaries, filters, alsoFound).map((summary) => asPlace(summary.place));
}

/**
 * GET /api/places/download?format=kml|gpx&<the home page's filter params>: the filtered view as a
 * file to take along. A visitor's read whoever asks (the owner too): public places only, no
 * private notes. The ETag is a hash of the file, so a change to a private place changes nothing
 * a visitor can see.
 */
export const placesDownloadRoutes: RoutePlugin = async (app, context) => {
  const { database, config, placeIndexes } = context;
  const serve = routeServer(app, context);

  serve(
    transferApi.download,
    async (request, reply) => {
      const { format } = request.query;
      const [visitorPlaces, index] = await Promise.all([
        listVisitorLocations(database.db),
        placeIndexes.visitor.get(),
      ]);
      const places = selectPlaces(visitorPlaces, request.query, index).map((place) => ({
        ...place,
        photos: place.photos.map((url) => absolutePhotoUrl(url, config.siteUrl)),
      }));
      const body = format === 'kml' ? toKml(places) : toGpx(places, config.siteUrl);
      const etag = `"d-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type(TYPES[format])
        .header('content-disposition', `attachment; filename="${placesFileName(format)}"`)
        .send(body);
    },
    { config: { rateLimit: DOWNLOAD_RATE_LIMIT } },
  );
};
