/** One answer of GET /api/geocode?q=…: a place the address search found. */
export interface GeocodeResult {
  /** The place's own name ("Eiffel Tower"), or the first part of its address. */
  name: string;
  /** The full address as the geocoder writes it. */
  displayName: string;
  latitude: number;
  longitude: number;
  /** Standard English short name; null when the geocoder gives none (at sea). */
  country: string | null;
  /** Full US state name, only for places in the United States. */
  state: string | null;
}

/** The longest query the address search passes on. */
export const GEOCODE_QUERY_MAX = 200;
