import type { z } from 'zod';
import type { TripState, TripVisibility } from '#shared/trips/trip.ts';
import type { TripDayInputSchema } from '#shared/trips/trip-schema.ts';
import type { TripRow, TripsTable } from './trips-tables';

// A trip's values as the owner edits them and as its revisions record them: the days with their
// stops exactly as the editor sent them (place ids, not places).

export type StoredDay = z.output<typeof TripDayInputSchema>;
export type StoredStop = StoredDay['stops'][number];

import { TRIP_FIELDS, type TripField } from '#shared/trips/trip.ts';

export { TRIP_FIELDS, type TripField };

export interface TripValues {
  title: string;
  slug: string;
  summary: string;
  coverPhoto: string | null;
  startDate: string | null;
  endDate: string | null;
  state: TripState;
  visibility: TripVisibility;
  days: StoredDay[];
}

export function valuesOfRow(row: TripRow): TripValues {
  const { title, slug, summary, coverPhoto, startDate, endDate, state, visibility } = row;
  const days = JSON.parse(row.days) as StoredDay[];
  return { title, slug, summary, coverPhoto, startDate, endDate, state, visibility, days };
}

/** The columns that store these values (the days as JSON text). */
export function columnsOf(values: Partial<TripValues>): Partial<Omit<TripsTable, 'id'>> {
  const { days, ...rest } = values;
  return days === undefined ? rest : { ...rest, days: JSON.stringify(days) };
}

/** Every stop of the trip, in order over its days. */
export const stopsOf = (days: readonly StoredDay[]): StoredStop[] => days.flatMap((day) => day.stops);

/** The values of `fields` in `values`. */
export const pickValues = (values: Partial<TripValues>, fields: readonly TripField[]): Partial<TripValues> =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

/** The fields `changes` would really change (a field sent with its current value is no change). */
export function changedTripFields(current: TripValues, changes: Partial<TripValues>): TripField[] {
  return TRIP_FIELDS.filter(
    (field) =>
      changes[field] !== undefined && JSON.stringify(changes[field]) !== JSON.stringify(current[field]),
  );
}
