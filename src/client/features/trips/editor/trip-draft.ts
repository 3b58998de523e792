import type { TransportMode, TripState, TripVisibility } from '#shared/trips/trip.ts';
import type { Trip, TripDayInput, TripPatch, TripPlace } from '#shared/trips/trip-schema.ts';

/** A stop as the editor holds it: `key` tells two stops at the same place apart while they move. */
export interface StopValues {
  key: string;
  placeId: number;
  place: TripPlace;
  note: string;
  /** "HH:MM", or '' for none. */
  arriveAt: string;
  leaveAt: string;
  modeToNext: TransportMode | '';
}

export interface DayValues {
  key: string;
  /** YYYY-MM-DD, or '' for none. */
  date: string;
  title: string;
  notes: string;
  stops: StopValues[];
}

/** What the editor's form holds while the owner types. */
export interface TripValues {
  title: string;
  slug: string;
  summary: string;
  coverPhoto: string | null;
  startDate: string;
  endDate: string;
  state: TripState;
  visibility: TripVisibility;
  days: DayValues[];
}

/** An edit in progress: the trip as loaded (its version goes out as If-Match) and the form's values. */
export interface TripDraft {
  base: Trip;
  values: TripValues;
}

import { TRIP_FIELDS, type TripField } from '#shared/trips/trip.ts';

export { TRIP_FIELDS, type TripField };
export type TripWire = Required<Pick<TripPatch, TripField>> & { days: TripDayInput[] };

let counter = 0;
/** A key unique in this page (and unlike any stored one: a draft read back keeps its own). */
export const newKey = (kind: 'day' | 'stop') =>
  `${kind}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const stopOfPlace = (place: TripPlace): StopValues => ({
  key: newKey('stop'),
  placeId: place.id,
  place,
  note: '',
  arriveAt: '',
  leaveAt: '',
  modeToNext: '',
});

export const emptyDay = (): DayValues => ({ key: newKey('day'), date: '', title: '', notes: '', stops: [] });

export function valuesOf(trip: Trip): TripValues {
  return {
    title: trip.title,
    slug: trip.slug,
    summary: trip.summary,
    coverPhoto: trip.coverPhoto,
    startDate: trip.startDate ?? '',
    endDate: trip.endDate ?? '',
    state: trip.state,
    visibility: trip.visibility,
    days: trip.days.map((day) => ({
      key: newKey('day'),
      date: day.date ?? '',
      title: day.title,
      notes: day.notes,
      stops: day.stops.map((stop) => ({
        key: newKey('stop'),
        placeId: stop.placeId,
        place: stop.place,
        note: stop.note,
        arriveAt: stop.arriveAt ?? '',
        leaveAt: stop.leaveAt ?? '',
        modeToNext: stop.modeToNext ?? '',
      })),
    })),
  };
}

export const freshDraft = (trip: Trip): TripDraft => ({ base: trip, values: valuesOf(trip) });

/** The values as the API takes them: keys and places left out, empty text as null. */
export function wireOf(values: TripValues): TripWire {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    summary: values.summary,
    coverPhoto: values.coverPhoto,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    state: values.state,
    visibility: values.visibility,
    days: values.days.map((day) => ({
      date: day.date || null,
      title: day.title.trim(),
      notes: day.notes,
      stops: day.stops.map((stop) => ({
        placeId: stop.placeId,
        note: stop.note.trim(),
        arriveAt: stop.arriveAt || null,
        leaveAt: stop.leaveAt || null,
        modeToNext: stop.modeToNext || null,
      })),
    })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The PATCH body: only the fields that differ from the trip as loaded. */
export function patchOf(draft: TripDraft): Partial<TripWire> {
  const from = wireOf(valuesOf(draft.base));
  const to = wireOf(draft.values);
  const patch: Partial<Record<TripField, unknown>> = {};
  for (const field of TRIP_FIELDS) if (!same(from[field], to[field])) patch[field] = to[field];
  return patch as Partial<TripWire>;
}

export const isChanged = (draft: TripDraft) => Object.keys(patchOf(draft)).length > 0;

/**
 * A stored draft is used only if it is for this trip and has the form's shape; otherwise it is
 * left on offer to nobody (undefined).
 */
export function parseStoredDraft(id: number) {
  return (stored: unknown): TripDraft | undefined => {
    const draft = stored as Partial<TripDraft> | null;
    if (draft?.base?.id !== id || typeof draft.values !== 'object' || !Array.isArray(draft.values.days))
      return undefined;
    return { base: draft.base, values: { ...valuesOf(draft.base), ...draft.values } };
  };
}

/** Where a stop is: its day's index and its index in that day, or null. */
export function findStop(days: readonly DayValues[], key: string): { day: number; index: number } | null {
  for (const [day, { stops }] of days.entries()) {
    const index = stops.findIndex((stop) => stop.key === key);
    if (index !== -1) return { day, index };
  }
  return null;
}

/**
 * The days with the stop `key` moved to day `toDay` at `toIndex` (clamped; at the end when
 * omitted). Within one day the index is where it lands once moved.
 */
export function moveStop(
  days: readonly DayValues[],
  key: string,
  toDay: number,
  toIndex?: number,
): DayValues[] {
  const from = findStop(days, key);
  if (!from || toDay < 0 || toDay >= days.length) return [...days];
  const stop = days[from.day]!.stops[from.index]!;
  const next = days.map((day) => ({ ...day, stops: day.stops.filter((each) => each.key !== key) }));
  const target = next[toDay]!;
  const at = Math.max(0, Math.min(toIndex ?? target.stops.length, target.stops.length));
  target.stops = [...target.stops.slice(0, at), stop, ...target.stops.slice(at)];
  return next;
}

/** Every place's photo among the stops, once each, in the order of the stops: the cover's choices. */
export function coverChoices(values: TripValues): { photo: string; place: string }[] {
  const seen = new Set<string>();
  const choices: { photo: string; place: string }[] = [];
  for (const day of values.days)
    for (const { place } of day.stops)
      if (place.photo && !seen.has(place.photo)) {
        seen.add(place.photo);
        choices.push({ photo: place.photo, place: place.name });
      }
  return choices;
}
