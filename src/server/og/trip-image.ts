import type { FastifyInstance } from 'fastify';
import { SHARING_IMAGE_SIZE } from '#shared/place-head.ts';
import { TRIP_STATE_LABELS } from '#shared/trips/trip.ts';
import { tripDates, tripFigures, tripImage, tripImageKey } from '#shared/trips/trip-head.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import type { AppContext } from '../context';
import { pathNotFound } from '../errors';
import { readTrackLinesFor, readTrip } from '../pages/trip-data';
import { placeCard, VISUAL_WIDTH } from './cards';
import { drawImage } from './draw';
import { ImageCache } from './image-cache';
import { routeMap } from './route-map';

/** `12-1x2y3z.png` as tripImage names it: a trip id and the key of its content. */
const TRIP_FILE = /^([1-9]\d{0,9})-([0-9a-z]{1,13})\.png$/;
const MAX_TRIP_ID = 2_147_483_647;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REDIRECT_CACHE = 'public, max-age=3600';
const TRIP_COLOR = '#0f766e';

type Point = [number, number];

/** The route as the image draws it: the recorded tracks where there are, the stops joined elsewhere. */
function routeOf(trip: Trip, tracks: readonly { lines: Point[][] }[]) {
  const stops = trip.days.flatMap((day) =>
    day.stops.map((stop): Point => [stop.place.longitude, stop.place.latitude]),
  );
  const lines = tracks.flatMap((track) => track.lines);
  return { stops, lines: lines.length > 0 ? lines : stops.length > 1 ? [stops] : [] };
}

/**
 * `/og/trips/<id>-<key>.png`: a public trip's 1200×630 sharing image, its route drawn on the map
 * beside its title, state, dates and figures; kept by content key like the places' images.
 */
export function registerTripImages(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const cache = new ImageCache(context.config.mediaDir);

  app.get<{ Params: { file: string } }>('/og/trips/:file', async (request, reply) => {
    const match = TRIP_FILE.exec(request.params.file);
    const id = Number(match?.[1]);
    if (!match || id > MAX_TRIP_ID) return pathNotFound().send(reply);
    const trip = await readTrip(db, id, 'visitor');
    const folder = `trips/${id}`;
    if (!trip || trip.visibility !== 'public') {
      await cache.forget(folder);
      return pathNotFound().send(reply);
    }
    const key = tripImageKey(trip);
    if (match[2] !== key)
      return reply.header('cache-control', REDIRECT_CACHE).redirect(tripImage(trip).url, 301);
    const png = await cache.get(folder, `${key}.png`, () =>
      drawImage(async () => {
        const { stops, lines } = routeOf(trip, await readTrackLinesFor(db, trip.id, 'visitor'));
        const svg = routeMap({ lines, stops, width: VISUAL_WIDTH, height: SHARING_IMAGE_SIZE.height });
        return placeCard({
          name: trip.title,
          statusLabel: TRIP_STATE_LABELS[trip.state],
          statusColor: TRIP_COLOR,
          type: tripFigures(trip),
          where: [tripDates(trip), trip.countries.join(', ')].filter(Boolean).join(' · '),
          visual: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        });
      }),
    );
    return reply
      .type('image/png')
      .header('cache-control', IMMUTABLE)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(png);
  });
}
