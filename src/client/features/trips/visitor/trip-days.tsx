import { memo } from 'react';
import { shownPhotoSrc } from '#shared/media.ts';
import { Link } from 'react-router';
import type { TransportMode } from '#shared/trips/trip.ts';
import type { TripDay, TripStop } from '#shared/trips/trip-schema.ts';
import { i18n } from '#client/lib/i18n.ts';
import { modeLabel, modeWords, tripDay } from './trip-words';
import { useShownDays } from './use-shown-days';
import { countryLabel } from '#client/components/country-label.ts';

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

function StopTimes({ stop }: { stop: TripStop }) {
  const times = [
    stop.arriveAt && i18n._('Arrive {time}', { time: stop.arriveAt }),
    stop.leaveAt && i18n._('Leave {time}', { time: stop.leaveAt }),
  ].filter(Boolean);
  return times.length > 0 ? <p className="text-sm text-slate-600">{times.join(' · ')}</p> : null;
}

/** Where the way of travel stands in the sentence: it is set apart (bold), the rest is text. */
const MODE_SLOT = '\u0000';

/** "By bike to Kyoto (Bike)": the way on to the next stop, its words in bold. */
function ModeToNext({ mode, next }: { mode: TransportMode; next: TripStop }) {
  const [before, after] = i18n
    ._('{mode} to {place}', { mode: MODE_SLOT, place: next.place.name })
    .split(MODE_SLOT);
  return (
    <p className="mt-2 text-sm text-slate-600">
      {before}
      <span className="font-medium">{modeWords(mode)}</span>
      {after}
      <span className="sr-only"> ({modeLabel(mode)})</span>
    </p>
  );
}

interface StopItemProps {
  stop: TripStop;
  number: number;
  next: TripStop | undefined;
  /** A word beside its name (a library's "New since v1"). */
  badge: string | undefined;
}

function StopItem({ stop, number, next, badge }: StopItemProps) {
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
          <span className="sr-only">{i18n._('Stop {number}:', { number })} </span>
          <Link to={place.path} className="text-teal-800 underline-offset-2 hover:underline">
            {place.name}
          </Link>
          {badge && (
            <span className="trip-stop-badge ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-950">
              {badge}
            </span>
          )}
        </h4>
        <p className="text-sm text-slate-600">
          {[place.state, place.country && countryLabel(place.country)].filter(Boolean).join(', ')}
        </p>
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
        {stop.modeToNext && next && <ModeToNext mode={stop.modeToNext} next={next} />}
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
  /** Words beside some stops, by `day:stop` (0-based): a library marks what changed. */
  stopBadges?: ReadonlyMap<string, string>;
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
  stopBadges: ReadonlyMap<string, string> | undefined;
}

/** One day; rendered again only when it changes, not when another day becomes the one being read. */
const DayItem = memo(function DayItem(props: DayItemProps) {
  const { day, index, first, after, active, withStops, onChooseDay, dayRef, stopBadges } = props;
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
          className={`trip-day-heading rounded text-start focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none ${active ? 'text-teal-800' : ''}`}
          aria-pressed={active}
          onClick={() => onChooseDay(index)}
        >
          {day.title
            ? i18n._('Day {number}: {title}', { number: index + 1, title: day.title })
            : i18n._('Day {number}', { number: index + 1 })}
        </button>
      </h3>
      {day.date && <p className="text-sm text-slate-600">{tripDay(day.date)}</p>}
      <Paragraphs text={day.notes} className="mt-2 text-slate-800" />
      {day.stops.length === 0 ? (
        <p className="mt-2 text-slate-600">{i18n._('No stops this day.')}</p>
      ) : (
        withStops && (
          <ol className="mt-4 space-y-5">
            {day.stops.map((stop, stopIndex) => (
              <StopItem
                key={stopIndex}
                stop={stop}
                number={first + stopIndex}
                next={day.stops[stopIndex + 1] ?? after}
                badge={stopBadges?.get(`${index}:${stopIndex}`)}
              />
            ))}
          </ol>
        )
      )}
    </li>
  );
});

/** The itinerary day by day: each day's heading chooses it on the map; its stops in order. */
export function TripDays({ days, activeDay, onChooseDay, dayRef, stopBadges }: TripDaysProps) {
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
          stopBadges={stopBadges}
        />
      ))}
    </ol>
  );
}
