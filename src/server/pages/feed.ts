import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';

import type { VisitorLocation } from '#shared/location.ts';
import { describe, placeWhere } from '#shared/place-head.ts';
import { placePath } from '#shared/place-url.ts';
import type { AppContext } from '../context';
import { listVisitorLocations } from '../db/locations';
import { latestPlaceEvents, type PlaceEvent } from '../db/place-pages';
import { VersionedValue } from '../versioned-value';
import { tripHead } from '#shared/trips/trip-head.ts';
import type { TripCard } from '#shared/trips/trip-schema.ts';
import { listTripCards } from './trip-data';
import type { PackCard } from '#shared/packs/pack-schema.ts';
import { packHead } from '#shared/packs/pack-head.ts';
import { packsOnSale } from './pack-pages';

/** The entries a feed reader receives: the latest additions and visits. */
export const FEED_ENTRIES = 50;

/** A visited date (2026-05-04) or a timestamp, as the moment an entry happened. */
const momentOf = (at: string) => new Date(at.length === 10 ? `${at}T00:00:00Z` : at);

function entryOf(event: PlaceEvent, place: VisitorLocation, siteUrl: string) {
  const url = `${siteUrl}${placePath(place)}`;
  const where = placeWhere(place);
  const summary = describe(place.notes, where ? `${place.name}, ${where}.` : `${place.name}.`);
  return {
    title: event.kind === 'added' ? `New on the map: ${place.name}` : `Visited: ${place.name}`,
    // One entry per event: a place added, then visited, is news twice.
    id: `${url}#${event.kind}`,
    link: url,
    date: momentOf(event.at),
    description: summary,
    image: place.photos[0] && place.photos[0].startsWith('/') ? `${siteUrl}${place.photos[0]}` : undefined,
  };
}

/** A public trip as a feed entry, dated by its last change (its figures and summary may grow). */
function tripEntry(trip: TripCard, siteUrl: string) {
  const url = `${siteUrl}${trip.path}`;
  return {
    title: `Trip: ${trip.title}`,
    id: `${url}#trip`,
    link: url,
    date: momentOf(trip.updatedAt),
    description: tripHead(trip).description,
    image: trip.coverPhoto?.startsWith('/') ? `${siteUrl}${trip.coverPhoto}` : undefined,
  };
}

/** A pack on sale as a feed entry, dated by when it went on sale. */
function packEntry(pack: PackCard & { onSaleAt: string }, siteUrl: string) {
  const url = `${siteUrl}${pack.path}`;
  return {
    title: `Trip pack: ${pack.title} (${pack.priceLabel})`,
    id: `${url}#pack`,
    link: url,
    date: momentOf(pack.onSaleAt),
    description: packHead(pack).description,
    image: pack.coverPhoto?.startsWith('/') ? `${siteUrl}${pack.coverPhoto}` : undefined,
  };
}

/**
 * `/feed.xml`: an Atom feed of public trips and of newly added and newly visited public places, for feed readers and
 * newsletters. Built from the visitor's read of the places (no private place, no private notes),
 * once per change to the places.
 */
export async function buildFeed(context: Pick<AppContext, 'database' | 'config'>): Promise<string> {
  const { siteUrl } = context.config;
  const { db } = context.database;
  const events = await latestPlaceEvents(db, FEED_ENTRIES);
  const places = new Map(
    (await listVisitorLocations(db, { ids: [...new Set(events.map((event) => event.id))] })).map((place) => [
      place.id,
      place,
    ]),
  );
  const trips = (await listTripCards(db, 'visitor')).filter((trip) => trip.visibility === 'public');
  const entries = [
    ...events.flatMap((event) => {
      const place = places.get(event.id);
      return place ? [entryOf(event, place, siteUrl)] : [];
    }),
    ...trips.map((trip) => tripEntry(trip, siteUrl)),
    ...(await packsOnSale(context)).map((pack) => packEntry(pack, siteUrl)),
  ]
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, FEED_ENTRIES);
  const feed = new Feed({
    title: 'Fru World: new and newly visited places',
    description: 'Every place added to the map, and every place visited, as it happens.',
    id: `${siteUrl}/`,
    link: `${siteUrl}/`,
    language: 'en',
    favicon: `${siteUrl}/favicon.svg`,
    // The newest entry's moment, so an unchanged feed reads the same every time.
    updated: entries[0]?.date ?? new Date(0),
    generator: false,
    feedLinks: { atom: `${siteUrl}/feed.xml` },
    author: { name: 'Fru', link: `${siteUrl}/about-me` },
    copyright: `© Fru World`,
  });
  for (const entry of entries) feed.addItem(entry);
  return feed.atom1();
}

export function registerFeed(app: FastifyInstance, context: AppContext): void {
  const feed = new VersionedValue(context.dataVersion, () => buildFeed(context), {
    scale: context.archiveScale,
  });
  app.get('/feed.xml', async (_request, reply) =>
    reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await feed.get()),
  );
}
