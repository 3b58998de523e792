import type { HeadMeta, SharingImage } from '../head';
import { formatCount } from '../format-count';
import { contentHash, describe, SHARING_IMAGE_SIZE } from '../place-head';
import { TRIP_STATE_LABELS, tripPath } from './trip';
import type { TripCard } from './trip-schema';

/** What a trip's page says about itself: the fields of a trip (or of its card) it reads. */
export type TripHeadFields = Pick<
  TripCard,
  | 'id'
  | 'slug'
  | 'title'
  | 'startDate'
  | 'endDate'
  | 'state'
  | 'dayCount'
  | 'stopCount'
  | 'countries'
  | 'distanceKm'
> & { summary?: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "4 May 2026" from "2026-05-04" (no time zone: the date is the traveller's own). */
export function formatTripDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "4 May 2026 – 12 May 2026", one date, or '' when the trip has none. */
export function tripDates(trip: Pick<TripCard, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = trip;
  if (startDate && endDate && startDate !== endDate)
    return `${formatTripDate(startDate)} – ${formatTripDate(endDate)}`;
  const one = startDate ?? endDate;
  return one ? formatTripDate(one) : '';
}

// Counts without Intl: its first use on a page costs a long task (see format-count.ts).
const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** "1,234 km", rounded to the kilometre. */
export const formatKm = (km: number) => `${formatCount(Math.round(km))} km`;

/** "5 days · 12 stops · 1,234 km": a trip's figures, without its countries. */
export function tripFigures(trip: Pick<TripHeadFields, 'dayCount' | 'stopCount' | 'distanceKm'>): string {
  return [
    plural(trip.dayCount, 'day'),
    plural(trip.stopCount, 'stop'),
    trip.distanceKm > 0 ? formatKm(trip.distanceKm) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "5 days · 12 stops · Japan, South Korea · 1,234 km": a trip's figures in one line. */
export function tripFacts(trip: TripHeadFields): string {
  const countries = trip.countries.join(', ');
  return [
    plural(trip.dayCount, 'day'),
    plural(trip.stopCount, 'stop'),
    countries,
    trip.distanceKm > 0 ? formatKm(trip.distanceKm) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Changes when the drawing of trips' sharing images changes. */
export const TRIP_IMAGE_VERSION = 1;

/** The key of what a trip's sharing image shows: it is drawn again when any of it changes. */
export function tripImageKey(trip: TripHeadFields & { updatedAt: string }): string {
  // What the image shows, so a stop left out (its place trashed or made private) draws it again.
  const { id, updatedAt, title, state, startDate, endDate, dayCount, stopCount, countries, distanceKm } =
    trip;
  return contentHash(
    JSON.stringify([
      TRIP_IMAGE_VERSION,
      id,
      updatedAt,
      title,
      state,
      startDate,
      endDate,
      dayCount,
      stopCount,
      countries,
      Math.round(distanceKm),
    ]),
  );
}

/** `/og/trips/12-1x2y3z.png`: the trip's sharing image, its route drawn, at its content's address. */
export function tripImage(trip: TripHeadFields & { updatedAt: string }): SharingImage {
  return {
    url: `/og/trips/${trip.id}-${tripImageKey(trip)}.png`,
    ...SHARING_IMAGE_SIZE,
    alt: `${trip.title}: the route on a map, ${tripFacts(trip)}, on Fru World`,
  };
}

/** The head of a public trip's page: its title, its summary (or its figures) as the description. */
export function tripHead(trip: TripHeadFields & { updatedAt: string }): HeadMeta {
  const dates = tripDates(trip);
  const fallback = `${trip.title}: ${TRIP_STATE_LABELS[trip.state].toLowerCase()} trip${dates ? `, ${dates}` : ''}. ${tripFacts(trip)}.`;
  return {
    title: trip.title,
    description: describe(trip.summary ?? '', fallback),
    path: tripPath(trip),
    image: tripImage(trip),
    type: 'article',
  };
}

/** A trip read through a share link: described, never indexed, never offered as a canonical page. */
export function sharedTripHead(trip: Pick<TripCard, 'title'>): HeadMeta {
  return {
    title: trip.title,
    description: `${trip.title}: a trip shared with you on Fru World.`,
    noindex: true,
  };
}

/** The words of a share link that no longer works (revoked or expired): client and server say the same. */
export const SHARE_LINK_GONE = {
  title: 'This link no longer works',
  description:
    'The person who shared this trip has revoked the link, or it has expired. Ask them for a new link, or see the public trips.',
} as const;
