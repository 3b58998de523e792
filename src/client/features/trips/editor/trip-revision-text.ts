import type { Trip, TripRevision } from '#shared/trips/trip-schema.ts';
import type { ShownChange } from '#client/components/history/revision-list.tsx';
import { describeChange, plainValue } from '#client/components/history/revision-words.ts';
import { fieldLabel, showValue } from './trip-conflict';
import { TRIP_FIELDS, type TripField } from './trip-draft';

// A trip's history in words: "Edited title, days and stops", each field before and after as the
// owner reads it (days as their stops by name, route lines by name), and what a restore would do.

const isTripField = (field: string): field is TripField => (TRIP_FIELDS as readonly string[]).includes(field);

/** How a trip's history names its fields; route lines are recorded as `tracks`. */
export const tripFieldLabel = (field: string): string =>
  field === 'tracks' ? 'Route lines' : isTripField(field) ? fieldLabel(field) : field;

const WORDS: Record<string, string> = {
  planned: 'Planned',
  ongoing: 'Ongoing',
  done: 'Done',
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
};

/** The trip's stops by place id, to name the stops of days recorded in the history. */
export function stopNames(trip: Trip): Map<number, string> {
  const names = new Map<number, string>();
  for (const day of trip.days) for (const stop of day.stops) names.set(stop.placeId, stop.place.name);
  return names;
}

/** A field's value in words: days as "Day 1: A, B", route lines by name, states and visibility as words. */
export function tripValue(field: string, value: unknown, names: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'days' && Array.isArray(value)) return showValue('days', value, names);
  if (field === 'tracks' && Array.isArray(value))
    return plainValue(value.map((track: { name?: string }) => track.name || 'A route line'));
  if (field === 'coverPhoto') return 'A photo';
  return WORDS[String(value)] ?? plainValue(value);
}

export const describeTripRevision = (revision: Pick<TripRevision, 'action' | 'fields'>) =>
  describeChange(revision, tripFieldLabel);

/** The fields a revision changed, each before and after in words. */
export function revisionChanges(revision: TripRevision, names: ReadonlyMap<number, string>): ShownChange[] {
  if (revision.action !== 'update' && revision.action !== 'revert') return [];
  return revision.fields.flatMap((field) => {
    const from = tripValue(field, revision.before?.[field], names);
    const to = tripValue(field, revision.after?.[field], names);
    return from === to ? [] : [{ field, label: tripFieldLabel(field), from, to }];
  });
}

/** What restoring `revision` would change in the trip as it is now (route lines never come back). */
export function restoreChanges(trip: Trip, revision: TripRevision): ShownChange[] {
  const state = (revision.action === 'delete' ? revision.before : revision.after) ?? {};
  const names = stopNames(trip);
  const now: Record<string, unknown> = {
    ...trip,
    days: trip.days.map((day) => ({ ...day, stops: day.stops.map(({ placeId }) => ({ placeId })) })),
  };
  return TRIP_FIELDS.flatMap((field) => {
    if (!(field in state)) return [];
    const from = tripValue(field, now[field], names);
    const to = tripValue(field, state[field], names);
    return from === to ? [] : [{ field, label: tripFieldLabel(field), from, to }];
  });
}

/** A version worth restoring: it holds a field a restore sets back (not only route lines). */
export const restorable = (revision: TripRevision) =>
  TRIP_FIELDS.some(
    (field) => field in ((revision.action === 'delete' ? revision.before : revision.after) ?? {}),
  );
