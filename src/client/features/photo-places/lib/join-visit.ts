import type { Location } from '#shared/location.ts';

// Photos that join an existing place say the owner was there, as for a new place made from them:
// the place becomes Visited on the day the earliest photo was taken. A later visit the place
// already records is the one it keeps (the owner went back); an undated group changes no date.

type Visit = Pick<Location, 'status' | 'visitedAt'>;

/** True when the place records a visit after `date` (or any visit, when the photos have no date). */
export const keepsLaterVisit = (place: Pick<Location, 'visitedAt'>, date: string | null): boolean =>
  place.visitedAt !== null && (date === null || place.visitedAt > date);

/** The status and visit date that joining photos taken on `date` give `place`: only what changes. */
export function joinVisit(place: Visit, date: string | null): Partial<Visit> {
  if (keepsLaterVisit(place, date)) return {};
  const changes: Partial<Visit> = {};
  if (place.status !== 'visited') changes.status = 'visited';
  if (date !== null && place.visitedAt !== date) changes.visitedAt = date;
  return changes;
}
