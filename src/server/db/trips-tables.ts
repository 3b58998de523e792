import type { Generated, Selectable } from 'kysely';
import type { TripState, TripVisibility } from '#shared/trips/trip.ts';
import type { TripRevision } from '#shared/trips/trip-schema.ts';

// The tables of trips (migration 0012-trips), part of DB in schema.ts.

/** A trip (migration 0012-trips): its days and stops as JSON text (db/trips-values.ts). */
export interface TripsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string;
  coverPhoto: string | null;
  startDate: string | null;
  endDate: string | null;
  state: TripState;
  visibility: TripVisibility;
  /** JSON: the days with their stops, as TripCreateSchema parsed them. */
  days: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
export type TripRow = Selectable<TripsTable>;

/** Where a trip stops: one row a stop, rewritten with every write of the trip. */
export interface TripPlacesTable {
  tripId: number;
  placeId: number;
  position: number;
}

/** One change to a trip; `fields`, `before` and `after` are JSON text, as place revisions. */
export interface TripRevisionsTable {
  id: Generated<number>;
  tripId: number;
  action: TripRevision['action'];
  actor: string;
  createdAt: string;
  fields: string;
  before: string | null;
  after: string | null;
  version: number;
}

/** A share link: the token itself is kept, so the owner can list and copy it. */
export interface TripLinksTable {
  id: Generated<number>;
  tripId: number;
  name: string;
  token: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** A route line of a trip: every point of its lines, as JSON text. */
export interface TripTracksTable {
  id: Generated<number>;
  tripId: number;
  dayIndex: number | null;
  name: string;
  points: string;
  pointCount: number;
  distanceKm: number;
  createdAt: string;
}
