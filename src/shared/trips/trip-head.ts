import type { HeadMeta, SharingImage } from '../head';
import { contentHash, describe, SHARING_IMAGE_SIZE } from '../place-head';
import { dayCount, englishDay, ENGLISH, kilometres, stopCount, type Wording } from '../wording';
import { tripPath, type TripState } from './trip';
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

/** "4 May 2026" from "2026-05-04" (no time zone: the date is the traveller's own). */
export const formatTripDate = englishDay;

/** "4 May 2026 – 12 May 2026", one date, or '' when the trip has none. */
export function tripDates(trip: Pick<TripCard, 'startDate' | 'endDate'>, w: Wording = ENGLISH): string {
  const { startDate, endDate } = trip;
  if (startDate && endDate && startDate !== endDate) return `${w.day(startDate)} – ${w.day(endDate)}`;
  const one = startDate ?? endDate;
  return one ? w.day(one) : '';
}

/** "1,234 km", rounded to the kilometre. */
export const formatKm = (km: number) => kilometres(km);

/** "5 days · 12 stops · 1,234 km": a trip's figures, without its countries. */
export function tripFigures(
  trip: Pick<TripHeadFields, 'dayCount' | 'stopCount' | 'distanceKm'>,
  w: Wording = ENGLISH,
): string {
  return tripFacts({ ...trip, countries: [] }, w);
}

/** "5 days · 12 stops · Japan, South Korea · 1,234 km": a trip's figures in one line. */
export function tripFacts(
  trip: Pick<TripHeadFields, 'dayCount' | 'stopCount' | 'countries' | 'distanceKm'>,
  w: Wording = ENGLISH,
): string {
  return [
    dayCount(trip.dayCount, w),
    stopCount(trip.stopCount, w),
    trip.countries.map(w.country).join(', '),
    trip.distanceKm > 0 ? kilometres(trip.distanceKm, w) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A trip page's own words, marked for the catalogues (the client's and the server's). */
const TRIP_HEAD_WORDS = {
  /** Its description without a summary, by its state, with and without dates. */
  dated: {
    planned: /*i18n*/ '{title}: planned trip, {dates}. {facts}.',
    ongoing: /*i18n*/ '{title}: ongoing trip, {dates}. {facts}.',
    done: /*i18n*/ '{title}: done trip, {dates}. {facts}.',
  } satisfies Record<TripState, string>,
  undated: {
    planned: /*i18n*/ '{title}: planned trip. {facts}.',
    ongoing: /*i18n*/ '{title}: ongoing trip. {facts}.',
    done: /*i18n*/ '{title}: done trip. {facts}.',
  } satisfies Record<TripState, string>,
  alt: /*i18n*/ '{title}: the route on a map, {facts}, on Fru World',
  shared: /*i18n*/ '{title}: a trip shared with you on Fru World.',
};

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
export function tripImage(trip: TripHeadFields & { updatedAt: string }, w: Wording = ENGLISH): SharingImage {
  return {
    url: `/og/trips/${trip.id}-${tripImageKey(trip)}.png`,
    ...SHARING_IMAGE_SIZE,
    alt: w.t(TRIP_HEAD_WORDS.alt, { title: trip.title, facts: tripFacts(trip, w) }),
  };
}

/**
 * The head of a public trip's page in the page's language (`w`): its title and summary as the
 * traveller wrote them, its figures (without a summary) and its image's text in the page's words.
 */
export function tripHead(trip: TripHeadFields & { updatedAt: string }, w: Wording = ENGLISH): HeadMeta {
  const values = { title: trip.title, dates: tripDates(trip, w), facts: tripFacts(trip, w) };
  const fallback = w.t((values.dates ? TRIP_HEAD_WORDS.dated : TRIP_HEAD_WORDS.undated)[trip.state], values);
  return {
    title: trip.title,
    description: describe(trip.summary ?? '', fallback),
    path: tripPath(trip),
    image: tripImage(trip, w),
    type: 'article',
  };
}

/** A trip read through a share link: described, never indexed, never offered as a canonical page. */
export function sharedTripHead(trip: Pick<TripCard, 'title'>, w: Wording = ENGLISH): HeadMeta {
  return {
    title: trip.title,
    description: w.t(TRIP_HEAD_WORDS.shared, { title: trip.title }),
    noindex: true,
  };
}

/** The words of a share link that no longer works (revoked or expired): client and server say the same. */
export const SHARE_LINK_GONE = {
  title: /*i18n*/ 'This link no longer works',
  description:
    /*i18n*/ 'The person who shared this trip has revoked the link, or it has expired. Ask them for a new link, or see the public trips.',
} as const;
