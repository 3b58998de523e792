import type { Trip, TripRevision } from '#shared/trips/trip-schema.ts';
import type { ShownChange } from '#client/components/history/revision-list.tsx';
import { describeChange, plainValue } from '#client/components/history/revision-words.ts';
import { i18n } from '#client/lib/i18n.ts';
import { TRIP_FIELDS, type TripField } from './trip-draft';

// A trip's history and its conflicts in words, in the page's language: "Edited title, days and
// stops", each field before and after as the owner reads it (days as their stops by name, route
// lines by name), and what a restore would do. (trip-conflict.ts keeps to the logic: unit tests load
// it without a page.)

/** A trip field's name. */
export const fieldLabel = (field: TripField): string =>
  ({
    title: i18n._('Title'),
    slug: i18n._('Link name'),
    summary: i18n._('Summary'),
    coverPhoto: i18n._('Cover photo'),
    startDate: i18n._('Start date'),
    endDate: i18n._('End date'),
    state: i18n._('State'),
    visibility: i18n._('Visibility'),
    days: i18n._('Days and stops'),
  })[field];

/** "Day 1 (Kyoto): Fushimi Inari, Gion": a day and its stops in a line. */
function dayLine(number: number, title: string, stops: string[]): string {
  const values = { number, title, stops: stops.join(', ') };
  if (stops.length === 0)
    return title
      ? i18n._('Day {number} ({title}): no stops', values)
      : i18n._('Day {number}: no stops', values);
  return title ? i18n._('Day {number} ({title}): {stops}', values) : i18n._('Day {number}: {stops}', values);
}

/** A field's value in words for the conflict view: days as their stops' count and the first few stops. */
export function showValue(field: TripField, value: unknown, names: ReadonlyMap<number, string>): string {
  if (field === 'days') {
    const days = value as { title: string; stops: { placeId: number; note: string }[] }[];
    return (
      days
        .map((day, i) =>
          dayLine(
            i + 1,
            day.title,
            day.stops.map((stop) => names.get(stop.placeId) ?? i18n._('Place {id}', { id: stop.placeId })),
          ),
        )
        .join('\n') || i18n._('No days')
    );
  }
  if (value === null || value === '') return i18n._('(none)');
  return String(value);
}

/** What a history entry did: Edited, Created… */
const verbs = () => ({
  create: i18n._('Created'),
  update: i18n._('Edited'),
  delete: i18n._('Moved to the trash'),
  restore: i18n._('Restored from the trash'),
  import: i18n._('Imported'),
  revert: i18n._('Restored an earlier version:'),
});

const isTripField = (field: string): field is TripField => (TRIP_FIELDS as readonly string[]).includes(field);

/** How a trip's history names its fields; route lines are recorded as `tracks`. */
export const tripFieldLabel = (field: string): string =>
  field === 'tracks' ? i18n._('Route lines') : isTripField(field) ? fieldLabel(field) : field;

/** A state's or a visibility's word, as the history shows them. */
function word(value: string): string | undefined {
  const words: Record<string, string> = {
    planned: i18n._('Planned'),
    ongoing: i18n._('Ongoing'),
    done: i18n._('Done'),
    public: i18n._('Public'),
    unlisted: i18n._('Unlisted'),
    private: i18n._('Private'),
  };
  return words[value];
}

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
    return plainValue(value.map((track: { name?: string }) => track.name || i18n._('A route line')));
  if (field === 'coverPhoto') return i18n._('A photo');
  return word(String(value)) ?? plainValue(value);
}

export const describeTripRevision = (revision: Pick<TripRevision, 'action' | 'fields'>) =>
  describeChange(revision, tripFieldLabel, verbs());

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
