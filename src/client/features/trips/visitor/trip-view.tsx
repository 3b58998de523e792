import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { shownPhotoSrc } from '#shared/media.ts';
import { Link } from 'react-router';
import type { TripExportFormat } from '#shared/trips/trip.ts';
import type { Trip, TripRoute } from '#shared/trips/trip-schema.ts';
import { i18n } from '#client/lib/i18n.ts';
import { inNextTask } from './next-task';
import type { MapStop } from './route-lines-layer';
import { Paragraphs, TripDays } from './trip-days';
import { TripExports } from './trip-exports';
import { TripMap } from './trip-map';
import { kmText, stateLabel, tripDatesText, tripFactsText } from './trip-words';
import { useActiveDay } from './use-active-day';

const BACK_LINK =
  'trip-no-print rounded text-sm font-semibold text-teal-800 hover:underline focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none';

/** Every stop of the trip in order, numbered through it, as the map draws them. */
function mapStops(trip: Trip): MapStop[] {
  return trip.days
    .flatMap((day, dayIndex) =>
      day.stops.map((stop) => ({
        dayIndex,
        name: stop.place.name,
        latitude: stop.place.latitude,
        longitude: stop.place.longitude,
        number: 0,
      })),
    )
    .map((stop, index) => ({ ...stop, number: index + 1 }));
}

/** "Morning ride: 42 km (day 2)": a recorded track, its length and, when it has one, its day. */
function trackLine(track: Trip['tracks'][number]) {
  const name = track.name || i18n._('Track');
  const distance = kmText(track.distanceKm);
  return track.dayIndex === null
    ? i18n._('{name}: {distance}', { name, distance })
    : i18n._('{name}: {distance} (day {day})', { name, distance, day: track.dayIndex + 1 });
}

/**
 * False on the first render, true a task later: the map is made (Leaflet measuring the page, its
 * tiles and pins) after the itinerary's first commit, not in it. Together they held the page in one
 * task of 110 ms with 500 stops (bench/trip-page.ts).
 */
function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => inNextTask(() => setAfter(true)), []);
  return after;
}

interface TripViewProps {
  trip: Trip;
  /** The route's lines at the map's zoom band, asked for by the page (see useRouteAtZoom). */
  route: TripRoute | undefined;
  onRouteZoom: (zoom: number) => void;
  exportUrl: (format: TripExportFormat) => string;
  /** Above the title: a note for a shared trip, or nothing. */
  notice?: ReactNode;
  /** Below the days: the previous and next trips (public pages only). */
  footer?: ReactNode;
  /** Words beside some stops, by `day:stop`: a library marks what changed since the release bought. */
  stopBadges?: ReadonlyMap<string, string>;
}

/**
 * A trip as a visitor reads it: title, dates, state and figures, the summary, the days with their
 * stops beside the map (above them on a phone), which follows the day being read.
 */
export function TripView(props: TripViewProps) {
  const { trip, route, onRouteZoom, exportUrl, notice, footer, stopBadges } = props;
  const headingId = useId();
  const stops = useMemo(() => mapStops(trip), [trip]);
  const { activeDay, setActiveDay, dayRef } = useActiveDay(trip.days.length);
  const dates = tripDatesText(trip);
  const withMap = useAfterFirstCommit();
  return (
    <div className="trip-page flex flex-col lg:grid lg:grid-cols-2">
      {/* On a phone the map comes first and stays under the header while the days scroll below it
        (a day chosen is then in sight); beside the days on a wide screen. */}
      <div className="trip-map-frame sticky top-[var(--header-h)] z-10 isolate h-56 sm:h-80 lg:order-2 lg:h-[calc(100dvh-var(--header-h))]">
        {withMap && <TripMap stops={stops} route={route} onRouteZoom={onRouteZoom} activeDay={activeDay} />}
      </div>
      <article aria-labelledby={headingId} className="min-w-0 lg:order-1">
        <div className="mx-auto max-w-2xl p-4 sm:p-6">
          <Link to="/trips" className={BACK_LINK}>
            <span aria-hidden="true">← </span>
            {i18n._('All trips')}
          </Link>
          {notice}
          <h1 id={headingId} className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
            {trip.title}
          </h1>
          <p className="mt-1 text-slate-700">{[dates, stateLabel(trip.state)].filter(Boolean).join(' · ')}</p>
          <p className="mt-1 text-sm text-slate-600">{tripFactsText(trip)}</p>
          {trip.coverPhoto && (
            <img
              src={shownPhotoSrc(trip.coverPhoto)}
              alt=""
              className="trip-no-print mt-4 max-h-72 w-full rounded-2xl object-cover"
            />
          )}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <TripExports urlOf={exportUrl} />
            <button
              type="button"
              className="trip-no-print rounded-lg px-3 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none"
              onClick={() => setActiveDay(null)}
              disabled={activeDay === null}
            >
              {i18n._('Show the whole trip')}
            </button>
          </div>
          <div className="mt-5 space-y-3">
            <Paragraphs text={trip.summary} className="text-slate-800" />
          </div>
          {trip.tracks.length > 0 && (
            <section aria-labelledby={`${headingId}-tracks`} className="mt-6">
              <h2 id={`${headingId}-tracks`} className="text-lg font-bold text-slate-900">
                {i18n._('Recorded tracks')}
              </h2>
              <ul className="mt-2 space-y-1 text-slate-700">
                {trip.tracks.map((track) => (
                  <li key={track.id}>{trackLine(track)}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby={`${headingId}-days`} className="mt-8">
            <h2 id={`${headingId}-days`} className="mb-4 text-lg font-bold text-slate-900">
              {i18n._('Itinerary')}
            </h2>
            {trip.days.length > 0 ? (
              <TripDays
                days={trip.days}
                activeDay={activeDay}
                onChooseDay={setActiveDay}
                dayRef={dayRef}
                stopBadges={stopBadges}
              />
            ) : (
              <p className="text-slate-600">{i18n._('This trip has no days yet.')}</p>
            )}
          </section>
          {footer}
        </div>
      </article>
    </div>
  );
}
