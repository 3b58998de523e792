import type { TripStop } from '../trips/trip-schema';
import type { ReleaseChanges } from './library-schema';

interface DaysOf {
  days: readonly { stops: readonly TripStop[] }[];
}

/** What a buyer reads of a stop besides its place: a change to any of it is a change to the stop. */
const readable = (stop: TripStop, day: number) =>
  JSON.stringify([day, stop.note.trim(), stop.arriveAt, stop.leaveAt, stop.modeToNext]);

/**
 * Each stop keyed by its place and, for a place stopped at more than once, by which time it is: a
 * stop keeps its key when others are added before it, so only what changed is marked.
 */
function keyed(trip: DaysOf): Map<string, { day: number; stop: number; value: TripStop }> {
  const seen = new Map<number, number>();
  const stops = new Map<string, { day: number; stop: number; value: TripStop }>();
  trip.days.forEach((day, dayIndex) =>
    day.stops.forEach((stop, stopIndex) => {
      const time = (seen.get(stop.placeId) ?? 0) + 1;
      seen.set(stop.placeId, time);
      stops.set(`${stop.placeId}#${time}`, { day: dayIndex, stop: stopIndex, value: stop });
    }),
  );
  return stops;
}

/**
 * What changed in a pack's trip between the release a buyer bought and the one their library shows:
 * the stops that are new, those whose day, note, times or way on changed, and the places no longer
 * stopped at. Nothing when the two are the same release.
 */
export function releaseChanges(bought: DaysOf, shown: DaysOf): ReleaseChanges {
  const before = keyed(bought);
  const after = keyed(shown);
  const stops: ReleaseChanges['stops'] = [];
  for (const [key, { day, stop, value }] of after) {
    const was = before.get(key);
    if (!was) stops.push({ day, stop, change: 'added' });
    else if (readable(was.value, was.day) !== readable(value, day))
      stops.push({ day, stop, change: 'changed' });
  }
  // A place left at both of its visits is named once.
  const removed = new Set(
    [...before].filter(([key]) => !after.has(key)).map(([, { value }]) => value.place.name),
  );
  return { stops, removed: [...removed] };
}
