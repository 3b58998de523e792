import { isObject } from '#shared/import/feature-places.ts';
import { LIMITS } from '#shared/location.ts';
import { TRANSPORT_MODES, TRIP_LIMITS, type TransportMode } from '#shared/trips/trip.ts';
import { invalidFile, tooManyPoints } from './file-text';
import { pointsIn, type Line } from './track-file';
import { isDefaultDayTitle } from './trip-file-format';

export interface ImportedStop {
  name: string;
  latitude: number;
  longitude: number;
  note: string;
  arriveAt: string | null;
  leaveAt: string | null;
  modeToNext: TransportMode | null;
}

export interface ImportedDay {
  date: string | null;
  title: string;
  notes: string;
  stops: ImportedStop[];
}

export interface ImportedTrack {
  dayIndex: number | null;
  name: string;
  lines: Line[];
}

/** A trip read from a file: what the import makes into places, a trip and its tracks. */
export interface ImportedTrip {
  title: string;
  summary: string;
  days: ImportedDay[];
  tracks: ImportedTrack[];
}

/** A day's fields besides its stops. */
export type DayMeta = Omit<ImportedDay, 'stops'>;

/** Text from a file: a string trimmed and cut to `max`; anything else is ''. */
export const textOf = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** KML descriptions may come as { "@type": "html", value }. */
export const descriptionOf = (value: unknown, max: number) =>
  textOf(isObject(value) ? value.value : value, max);

export const timeOf = (value: unknown): string | null =>
  typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null;

export function dateOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

export const modeOf = (value: unknown): TransportMode | null =>
  TRANSPORT_MODES.find((mode) => mode === value) ?? null;

/** A day's index or a stop's position as a file writes it (0, "0"); null when it is none. */
export function indexOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

/** A stop from a file's fields, its position already checked. */
export function stopOf(
  [longitude, latitude]: readonly [number, number],
  fields: { name?: unknown; note?: unknown; arriveAt?: unknown; leaveAt?: unknown; modeToNext?: unknown },
  fallbackName: string,
): ImportedStop {
  return {
    name: textOf(fields.name, LIMITS.nameMax) || fallbackName,
    latitude,
    longitude,
    note: descriptionOf(fields.note, TRIP_LIMITS.stopNoteMax),
    arriveAt: timeOf(fields.arriveAt),
    leaveAt: timeOf(fields.leaveAt),
    modeToNext: modeOf(fields.modeToNext),
  };
}

export const dayMeta = (date: unknown, title: unknown, notes: unknown): DayMeta => {
  const named = textOf(title, TRIP_LIMITS.dayTitleMax);
  return {
    date: dateOf(date),
    title: isDefaultDayTitle(named) ? '' : named,
    notes: descriptionOf(notes, TRIP_LIMITS.dayNotesMax),
  };
};

/** Days dated by their entries (stops with the date they carry): each day takes its first valid one. */
export function datedDays(entries: readonly { dayIndex: number; date: unknown }[]): DayMeta[] {
  const days: DayMeta[] = [];
  for (const { dayIndex, date } of entries) {
    if (dayIndex >= TRIP_LIMITS.daysMax) continue;
    const meta = dayMeta(date, '', '');
    if (!days[dayIndex]?.date) days[dayIndex] = meta;
  }
  return Array.from(days, (day) => day ?? EMPTY_DAY);
}

const EMPTY_DAY: DayMeta = { date: null, title: '', notes: '' };

/**
 * Days from stops that name their day (and position in it): as many days as the file's day list
 * or its highest day, each day's stops by position (file order among equals).
 */
export function groupDays(
  stops: readonly { dayIndex: number; position: number; stop: ImportedStop }[],
  meta: readonly DayMeta[] = [],
): ImportedDay[] {
  const count = Math.max(meta.length, ...stops.map((s) => s.dayIndex + 1));
  if (count > TRIP_LIMITS.daysMax)
    throw invalidFile(`This trip has ${count} days; a trip has at most ${TRIP_LIMITS.daysMax}.`);
  const days = Array.from({ length: count }, (_, i) => ({
    ...(meta[i] ?? EMPTY_DAY),
    stops: [] as ImportedStop[],
  }));
  const ordered = stops.map((s, order) => ({ ...s, order }));
  ordered.sort((a, b) => a.dayIndex - b.dayIndex || a.position - b.position || a.order - b.order);
  for (const { dayIndex, stop } of ordered) days[dayIndex]!.stops.push(stop);
  return days;
}

const drawable = (line: Line) => line.length >= 2;

/** The trip as read, checked against the trip's limits; a file with nothing in it is refused. */
export function finishTrip(trip: ImportedTrip, fallbackTitle: string): ImportedTrip {
  const tracks = trip.tracks
    .map((track) => ({ ...track, lines: track.lines.filter(drawable) }))
    .filter((track) => track.lines.length > 0);
  const points = tracks.reduce((sum, track) => sum + pointsIn(track.lines), 0);
  if (points > TRIP_LIMITS.trackPointsMax) throw tooManyPoints(points);
  const stops = trip.days.reduce((sum, day) => sum + day.stops.length, 0);
  if (stops > TRIP_LIMITS.stopsMax)
    throw invalidFile(
      `This file has ${stops.toLocaleString('en-US')} stops; a trip holds at most ${TRIP_LIMITS.stopsMax.toLocaleString('en-US')}.`,
    );
  if (tracks.length > TRIP_LIMITS.tracksMax)
    throw invalidFile(
      `This file has ${tracks.length} tracks; a trip holds at most ${TRIP_LIMITS.tracksMax}.`,
    );
  if (stops === 0 && tracks.length === 0)
    throw invalidFile('This file has no stops (waypoints, placemarks, points or steps) and no tracks.');
  const dayCount = trip.days.length;
  if (tracks.some((track) => track.dayIndex !== null && track.dayIndex >= dayCount))
    throw invalidFile('A track of this file belongs to a day the trip does not have.');
  return {
    title:
      textOf(trip.title, TRIP_LIMITS.titleMax) ||
      fallbackTitle.slice(0, TRIP_LIMITS.titleMax) ||
      'Imported trip',
    summary: trip.summary.slice(0, TRIP_LIMITS.summaryMax),
    days: trip.days,
    tracks: tracks.map((track) => ({ ...track, name: track.name.slice(0, TRIP_LIMITS.trackNameMax) })),
  };
}
