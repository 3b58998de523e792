import type { HeadMeta } from '#shared/head.ts';
import type { TransportMode, TripState, TripVisibility } from '#shared/trips/trip.ts';
export { modeLabel } from '#client/components/shared-words.ts';
import {
  sharedTripHead,
  tripDates,
  tripFacts,
  tripHead,
  type TripHeadFields,
} from '#shared/trips/trip-head.ts';
import type { TripCard } from '#shared/trips/trip-schema.ts';
import { dayCount, kilometres, stopCount } from '#shared/wording.ts';
import { i18n } from '#client/lib/i18n.ts';
import { pageWording } from '#client/components/page-wording.ts';

// What a trip's pages say of a trip, in the page's language: trip-head.ts builds it, with the
// page's wording (the server writes the same into heads and its crawler's body).

/** The trip's state: Planned, Ongoing, Done. */
export const stateLabel = (state: TripState) =>
  ({ planned: i18n._('Planned'), ongoing: i18n._('Ongoing'), done: i18n._('Done') })[state];

/** The badge of a trip that is not public (the owner's list). */
export const visibilityLabel = (visibility: TripVisibility) =>
  ({
    public: i18n._('Public'),
    unlisted: i18n._('Unlisted (share links only)'),
    private: i18n._('Private'),
  })[visibility];

/** How the traveller went on to the next stop: On foot, By bike… */
export const modeWords = (mode: TransportMode) =>
  ({
    walk: i18n._('On foot'),
    bike: i18n._('By bike'),
    car: i18n._('By car'),
    bus: i18n._('By bus'),
    train: i18n._('By train'),
    ferry: i18n._('By ferry'),
    boat: i18n._('By boat'),
    flight: i18n._('By plane'),
  })[mode];

/** "4 May 2026" from "2026-05-04", in the page's language. */
export const tripDay = (date: string) => pageWording.day(date);

/** "4 May 2026 – 12 May 2026", one date, or '' when the trip has none. */
export const tripDatesText = (trip: Pick<TripCard, 'startDate' | 'endDate'>) => tripDates(trip, pageWording);

/** "1,234 km", rounded to the kilometre. */
export const kmText = (km: number) => kilometres(km, pageWording);

/** "5 days" */
export const daysText = (count: number) => dayCount(count, pageWording);

/** "12 stops" */
export const stopsText = (count: number) => stopCount(count, pageWording);

/** "5 days · 12 stops · Japan, South Korea · 1,234 km": a trip's figures in one line. */
export const tripFactsText = (trip: Pick<TripCard, 'dayCount' | 'stopCount' | 'countries' | 'distanceKm'>) =>
  tripFacts(trip, pageWording);

/** A trip's head in the page's language (trip-head.ts: the server writes the same). */
export const tripHeadText = (trip: TripHeadFields & { updatedAt: string }): HeadMeta =>
  tripHead(trip, pageWording);

/** A trip read through a share link, its head in the page's language. */
export const sharedTripHeadText = (trip: Pick<TripCard, 'title'>): HeadMeta =>
  sharedTripHead(trip, pageWording);
