/**
 * Trips: the creator's journeys. A trip has days in order; a day has stops in order; a stop is a
 * place (a place may be in many trips) with its own note, optional times, and how the traveller
 * went on to the next stop. Route lines are tracks (from GPX, KML or GeoJSON) attached to the
 * trip or to one day; legs without a track are drawn from stop to stop.
 */

export const TRIP_STATES = ['planned', 'ongoing', 'done'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/** Public trips are listed; unlisted ones are read through share links only; private ones by the owner. */
export const TRIP_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type TripVisibility = (typeof TRIP_VISIBILITIES)[number];

/** How the traveller went on from a stop to the next. */
export const TRANSPORT_MODES = ['walk', 'bike', 'car', 'bus', 'train', 'ferry', 'boat', 'flight'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const TRIP_STATE_LABELS: Record<TripState, string> = {
  planned: /*i18n*/ 'Planned',
  ongoing: /*i18n*/ 'Ongoing',
  done: /*i18n*/ 'Done',
};

export const TRIP_VISIBILITY_LABELS: Record<TripVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted (share links only)',
  private: 'Private',
};

export const TRANSPORT_MODE_LABELS: Record<TransportMode, string> = {
  walk: 'Walk',
  bike: 'Bike',
  car: 'Car',
  bus: 'Bus',
  train: 'Train',
  ferry: 'Ferry',
  boat: 'Boat',
  flight: 'Flight',
};

/** The fields of a trip the owner edits: what PATCH /api/trips/:id takes, a revision records and a revert sets back. */
export const TRIP_FIELDS = [
  'title',
  'slug',
  'summary',
  'coverPhoto',
  'startDate',
  'endDate',
  'state',
  'visibility',
  'days',
] as const;
export type TripField = (typeof TRIP_FIELDS)[number];

export const TRIP_LIMITS = {
  titleMax: 200,
  slugMax: 120,
  summaryMax: 20_000,
  daysMax: 400,
  /** Stops in a whole trip, over all its days. */
  stopsMax: 2_000,
  dayTitleMax: 200,
  dayNotesMax: 10_000,
  stopNoteMax: 5_000,
  /** Points in one track file, over all its lines. */
  trackPointsMax: 200_000,
  tracksMax: 50,
  trackNameMax: 200,
  linkNameMax: 100,
  linksMax: 100,
} as const;

/** The formats a trip exports to (GET /api/trips/:id/export?format=…). */
export const TRIP_EXPORT_FORMATS = ['gpx', 'kml', 'geojson', 'csv', 'ics'] as const;
export type TripExportFormat = (typeof TRIP_EXPORT_FORMATS)[number];

export const TRIP_EXPORT_TYPES: Record<TripExportFormat, string> = {
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  geojson: 'application/geo+json',
  csv: 'text/csv',
  ics: 'text/calendar',
};

/** A trip's page: `/trips/12-japan-by-rail`, the id first (the slug may change, the id never). */
export const tripPath = (trip: { id: number; slug: string }) => `/trips/${trip.id}-${trip.slug}`;

/** A share link's page. */
export const sharedTripPath = (token: string) => `/t/${token}`;

/** The id at the start of a trip page's last segment ("12-japan-by-rail" → 12), or null. */
export function tripIdOfSegment(segment: string): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(segment);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A slug from a title: "Japan by Rail!" → "japan-by-rail". */
export function slugOfTitle(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’']/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, TRIP_LIMITS.slugMax)
      .replace(/-+$/, '') || 'trip'
  );
}
