import { MAX_IMPORT_ROWS, tooManyRows, type ParsedImport } from './fields';
import { isObject, type Json } from './feature-places';
import { addPlace, type ImportDefaults, type RawPlace } from './normalize';

/** A Polarsteps export's trip.json: the trip's name and its steps (`all_steps`). */
export const isPolarstepsTrip = (data: unknown): data is Json =>
  isObject(data) && Array.isArray(data.all_steps);

/** The step's day where it happened (its `timezone_id`), from Polarsteps' Unix seconds. */
function stepDate(seconds: unknown, timeZone: unknown): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: typeof timeZone === 'string' ? timeZone : 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Polarsteps trips: each step is a visited place, with the trip's name as a tag and the step's
 * date as the visit date. Steps are numbered in the file ("step 3", "trip 2 step 3" with several).
 */
export function polarstepsToPlaces(trips: readonly Json[], defaults: ImportDefaults): ParsedImport {
  const result: ParsedImport = { format: 'polarsteps', places: [], sources: [], errors: [] };
  const total = trips.reduce((sum, trip) => sum + (trip.all_steps as unknown[]).length, 0);
  if (total > MAX_IMPORT_ROWS) throw tooManyRows(total);
  trips.forEach((trip, tripIndex) => {
    const tripName = textOf(trip.name);
    (trip.all_steps as unknown[]).forEach((step, index) => {
      const source = `${trips.length > 1 ? `trip ${tripIndex + 1} ` : ''}step ${index + 1}`;
      if (!isObject(step)) return void result.errors.push({ source, reason: 'it is not a Polarsteps step' });
      if (step.is_deleted === true)
        return void result.errors.push({ source, reason: 'it was deleted in Polarsteps' });
      const location = isObject(step.location) ? step.location : {};
      const raw: RawPlace = {
        name: textOf(step.display_name) || textOf(step.name) || textOf(location.name),
        latitude: location.lat as RawPlace['latitude'],
        longitude: location.lon as RawPlace['longitude'],
        status: 'visited',
        notes: textOf(step.description),
        visitedAt: stepDate(step.start_time, step.timezone_id),
        tags: tripName ? [tripName] : [],
      };
      addPlace(result, source, raw, defaults);
    });
  });
  return result;
}
