import type { FastifyInstance } from 'fastify';
import type { ReactElement } from 'react';
import { SHARING_IMAGE_SIZE } from '#shared/place-head.ts';
import { TRIP_STATE_LABELS } from '#shared/trips/trip.ts';
import { tripDates, tripFigures, tripImage, tripImageKey } from '#shared/trips/trip-head.ts';
import type { Trip } from '#shared/trips/trip-schema.ts';
import type { AppContext } from '../context';
import { readTrackLinesFor, readTrip } from '../pages/trip-data';
import { placeCard, VISUAL_WIDTH, type PlaceCard } from './cards';
import type { ImageCache } from './image-cache';
import { keyedImageRoute } from './keyed-image';
import { routeMap } from './route-map';

export const TRIP_COLOR = '#0f766e';

type Point = [number, number];

/** The route as the image draws it: the recorded tracks where there are, the stops joined elsewhere. */
function routeOf(days: Trip['days'], tracks: readonly { lines: Point[][] }[]) {
  const stops = days.flatMap((day) =>
    day.stops.map((stop): Point => [stop.place.longitude, stop.place.latitude]),
  );
  const lines = tracks.flatMap((track) => track.lines);
  return { stops, lines: lines.length > 0 ? lines : stops.length > 1 ? [stops] : [] };
}

/** A card of a route (a trip's, a pack's preview): the route drawn on the map beside the words. */
export function routeCard(
  days: Trip['days'],
  tracks: readonly { lines: Point[][] }[],
  words: Omit<PlaceCard, 'visual'>,
): ReactElement {
  const { stops, lines } = routeOf(days, tracks);
  const svg = routeMap({ lines, stops, width: VISUAL_WIDTH, height: SHARING_IMAGE_SIZE.height });
  return placeCard({ ...words, visual: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
}

/**
 * `/og/trips/<id>-<key>.png`: a public trip's 1200×630 sharing image, its route drawn on the map
 * beside its title, state, dates and figures; kept by content key like the places' images.
 */
export function registerTripImages(app: FastifyInstance, context: AppContext, cache: ImageCache): void {
  const { db } = context.database;
  keyedImageRoute(app, cache, {
    prefix: '/og/trips',
    folder: 'trips',
    read: async (id) => {
      const trip = await readTrip(db, id, 'visitor');
      return trip?.visibility === 'public' ? trip : undefined;
    },
    key: tripImageKey,
    url: (trip) => tripImage(trip).url,
    draw: async (trip) =>
      routeCard(trip.days, await readTrackLinesFor(db, trip.id, 'visitor'), {
        name: trip.title,
        statusLabel: TRIP_STATE_LABELS[trip.state],
        statusColor: TRIP_COLOR,
        type: tripFigures(trip),
        where: [tripDates(trip), trip.countries.join(', ')].filter(Boolean).join(' · '),
      }),
  });
}
