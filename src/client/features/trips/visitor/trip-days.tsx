import { memo } from 'react';
import { shownPhotoSrc } from '#shared/media.ts';
import { Link } from 'react-router';
import { TRANSPORT_MODE_LABELS, type TransportMode } from '#shared/trips/trip.ts';
import { formatTripDate } from '#shared/trips/trip-head.ts';
import type { TripDay, TripStop } from '#shared/trips/trip-schema.ts';
import { useShownDays } from './use-shown-days';

/** Paragraphs of plain text (a summary, notes): shown as text, never as HTML. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    <p key={index} className={className}>
      {paragraph}
    </p>
  ));
}

const MODE_WORDS: Record<TransportMode, string> = {
  walk: 'On foot',
  bike: 'By bike',
  car: 'By car',
  bus: 'By bus',
  train: 'By train',
  ferry: 'By ferry',
  boat: 'By boat',
  flight: 'By plane',
};

function StopTimes({ stop }: { stop: TripStop }) {
  const times = [stop.arriveAt && `Arrive ${stop.arriveAt}`, stop.leaveAt && `Leave ${stop.leaveAt}`].filter(
    Boolean,
  );
  return times.length > 0 ? <p className="text-sm text-slate-600">{times.join(' · ')}</p> : null;
}

function StopItem({ stop, number, next }: { stop: TripStop; number: number; next: TripStop | undefined }) {
  const { place } = stop;
  return (
    <li className="trip-stop flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xs font-bold text-white"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold text-slate-900">
          <span className="sr-only">Stop {number}: </span>
          <Link to={place.path} className="text-teal-800 underline-offset-2 hover:underline">
            {place.name}
          </Link>
        </h4>
        <p className="text-sm text-slate-600">{[place.state, place.country].filter(Boolean).join(', ')}</p>
        <StopTimes stop={stop} />
        {place.photo && (
          <img
            src={shownPhotoSrc(place.photo)}
            alt=""
            loading="lazy"
            className="mt-2 h-28 w-44 rounded-lg object-cover trip-no-print"
          />
        )}
        <Paragraphs text={stop.note} className="mt-1 text-slate-800" />
        {stop.modeToNext && next && (
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-medium">{MODE_WORDS[stop.modeToNext]}</span> to {next.place.name}
            <span className="sr-only"> ({TRANSPORT_MODE_LABELS[stop.modeToNext]})</span>
          </p>
        )}
      </div>
    </li>
  );
}

interface TripDaysProps {
  days: readonly TripDay[];
  activeDay: number | null;
  onChooseDay: (day: number) => void;
  /** The day sections, for the scroll to follow (wide screens). */
  dayRef: (day: number, element: HTMLElement | null) => void;
}

interface DayItemProps {
  day: TripDay;
  index: number;
  /** The number of its first stop in the whole trip. */
  first: number;
  /** The stop after its last (the next day's first), which its last leg leads to. */
  after: TripStop | undefined;
  active: boolean;
  /** Whether its stops are rendered yet (see use-shown-days.ts). */
  withStops: boolean;
  onChooseDay: (day: number) => void;
  dayRef: (day: number, element: HTMLElement | null) => void;
}

/** One day; rendered again only when it changes, not when another day becomes the one being read. */
const DayItem = memo(function DayItem(props: DayItemProps) {
  const { day, index, first, after, active, withStops, onChooseDay, dayRef } = props;
  return (
    <li
      ref={(element) => dayRef(index, element)}
      data-day={index}
      className="trip-day scroll-mt-24"
      aria-labelledby={`trip-day-${index}`}
    >
      <h3 className="text-xl font-bold text-slate-900">
        <button
          type="button"
          id={`trip-day-${index}`}
          className={`trip-day-heading rounded text-left focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none ${active ? 'text-teal-800' : ''}`}
          aria-pressed={active}
          onClick={() => onChooseDay(index)}
        >
          Day {index + 1}
          {day.title ? `: ${day.title}` : ''}
        </button>
      </h3>
      {day.date && <p className="text-sm text-slate-600">{formatTripDate(day.date)}</p>}
      <Paragraphs text={day.notes} className="mt-2 text-slate-800" />
      {day.stops.length === 0 ? (
        <p className="mt-2 text-slate-600">No stops this day.</p>
      ) : (
        withStops && (
          <ol className="mt-4 space-y-5">
            {day.stops.map((stop, stopIndex) => (
              <StopItem
                key={stopIndex}
                stop={stop}
                number={first + stopIndex}
                next={day.stops[stopIndex + 1] ?? after}
              />
            ))}
          </ol>
        )
      )}
    </li>
  );
});

/** The itinerary day by day: each day's heading chooses it on the map; its stops in order. */
export function TripDays({ days, activeDay, onChooseDay, dayRef }: TripDaysProps) {
  const shown = useShownDays(days);
  // Numbers run through the whole trip, as the map's pins do.
  let count = 0;
  const firsts = days.map((day) => {
    const first = count + 1;
    count += day.stops.length;
    return first;
  });
  return (
    <ol className="space-y-8">
      {days.map((day, index) => (
        <DayItem
          key={index}
          day={day}
          index={index}
          first={firsts[index]!}
          after={days.slice(index + 1).find((later) => later.stops.length > 0)?.stops[0]}
          active={activeDay === index}
          withStops={index < shown}
          onChooseDay={onChooseDay}
          dayRef={dayRef}
        />
      ))}
    </ol>
  );
}
