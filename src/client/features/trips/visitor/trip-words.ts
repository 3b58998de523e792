import type { HeadMeta } from '#shared/head.ts';
import { SOURCE_LOCALE } from '#shared/locales.ts';
import { describe } from '#shared/place-head.ts';
import type { TransportMode, TripState, TripVisibility } from '#shared/trips/trip.ts';
export { modeLabel } from '#client/components/shared-words.ts';
import { formatTripDate, sharedTripHead, tripHead, type TripHeadFields } from '#shared/trips/trip-head.ts';
import type { TripCard } from '#shared/trips/trip-schema.ts';
import { formatNumber, i18n, intlLocale, pageLocale } from '#client/lib/i18n.ts';
import { dateFormat, isOne } from '#client/lib/intl.ts';

// What a trip's pages say of a trip, in the page's language (trip.ts and trip-head.ts have the
// English the server writes into heads and sharing images).

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

// English keeps trip-head.ts's "4 May 2026" (no Intl on an English page); another language its own way.
const DAY =
  intlLocale === 'en'
    ? undefined
    : dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "4 May 2026" from "2026-05-04", in the page's language (a calendar day: read in UTC, it never shifts). */
export const tripDay = (date: string) =>
  DAY ? DAY.format(new Date(`${date}T00:00:00Z`)) : formatTripDate(date);

/** "4 May 2026 – 12 May 2026", one date, or '' when the trip has none. */
export function tripDatesText(trip: Pick<TripCard, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = trip;
  if (startDate && endDate && startDate !== endDate) return `${tripDay(startDate)} – ${tripDay(endDate)}`;
  const one = startDate ?? endDate;
  return one ? tripDay(one) : '';
}

/** "1,234 km", rounded to the kilometre. */
export const kmText = (km: number) => i18n._('{km} km', { km: formatNumber(Math.round(km)) });

/** "5 days" */
export const daysText = (count: number) =>
  isOne(count)
    ? i18n._('{count} day', { count: formatNumber(count) })
    : i18n._('{count} days', { count: formatNumber(count) });

/** "12 stops" */
export const stopsText = (count: number) =>
  isOne(count)
    ? i18n._('{count} stop', { count: formatNumber(count) })
    : i18n._('{count} stops', { count: formatNumber(count) });

/** "5 days · 12 stops · Japan, South Korea · 1,234 km": a trip's figures in one line. */
export function tripFactsText(trip: Pick<TripCard, 'dayCount' | 'stopCount' | 'countries' | 'distanceKm'>) {
  return [
    daysText(trip.dayCount),
    stopsText(trip.stopCount),
    trip.countries.join(', '),
    trip.distanceKm > 0 ? kmText(trip.distanceKm) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A trip's head in the page's language: its title and summary as the traveller wrote them; its
 * description without a summary and its image's text in the page's words (English: tripHead's, as
 * the server writes it).
 */
export function tripHeadText(trip: TripHeadFields & { updatedAt: string }): HeadMeta {
  const head = tripHead(trip);
  if (pageLocale === SOURCE_LOCALE) return head;
  const values = { title: trip.title, dates: tripDatesText(trip), facts: tripFactsText(trip) };
  const fallback = values.dates
    ? {
        planned: i18n._('{title}: planned trip, {dates}. {facts}.', values),
        ongoing: i18n._('{title}: ongoing trip, {dates}. {facts}.', values),
        done: i18n._('{title}: done trip, {dates}. {facts}.', values),
      }[trip.state]
    : {
        planned: i18n._('{title}: planned trip. {facts}.', values),
        ongoing: i18n._('{title}: ongoing trip. {facts}.', values),
        done: i18n._('{title}: done trip. {facts}.', values),
      }[trip.state];
  return {
    ...head,
    description: describe(trip.summary ?? '', fallback),
    image: head.image && {
      ...head.image,
      alt: i18n._('{title}: the route on a map, {facts}, on Fru World', values),
    },
  };
}

/** A trip read through a share link, its head in the page's language (sharedTripHead's words). */
export function sharedTripHeadText(trip: Pick<TripCard, 'title'>): HeadMeta {
  const head = sharedTripHead(trip);
  if (pageLocale === SOURCE_LOCALE) return head;
  return {
    ...head,
    description: i18n._('{title}: a trip shared with you on Fru World.', { title: trip.title }),
  };
}
