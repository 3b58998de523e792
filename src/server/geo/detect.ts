import { standardCountryName, UNITED_STATES } from '../../shared/geo/country-names';
import { US_STATES } from '../../shared/geo/us-states';
import { ATLAS_FILES, readShapes } from './atlas';
import { RegionIndex } from './region-index';

export interface DetectedRegion {
  /** Standard English short name; null at sea. */
  country: string | null;
  /** Full US state name (or District of Columbia) for places in the United States; else null. */
  state: string | null;
}

/**
 * A point just off a generalised coastline (a beach, a pier, a lagoon town) still belongs to the
 * country: 12 nautical miles is the territorial sea. Points farther out stay at sea.
 */
const COAST_TOLERANCE_KM = 22.2;
const STATE_NAMES = new Set(Object.values(US_STATES));

/**
 * Places smaller than the boundaries' precision (about 300 m at 1:50m) that we still name right.
 * Vatican City is drawn a kilometre off at that scale; a circle around it is closer to the truth.
 */
const ENCLAVES = [{ country: 'Vatican City', latitude: 41.9036, longitude: 12.4529, radiusKm: 0.6 }] as const;

let indexes: { countries: RegionIndex; states: RegionIndex } | undefined;

/** Loads and indexes the boundaries once, on first use (about half a second). */
function loadIndexes() {
  indexes ??= {
    countries: new RegionIndex(
      readShapes(ATLAS_FILES.countries50m, 'countries').map((s) => ({
        ...s,
        name: standardCountryName(s.name),
      })),
    ),
    states: new RegionIndex(
      readShapes(ATLAS_FILES.states10m, 'states').filter((s) => STATE_NAMES.has(s.name)),
    ),
  };
  return indexes;
}

function enclaveAt(latitude: number, longitude: number): string | undefined {
  for (const e of ENCLAVES) {
    const dx = (longitude - e.longitude) * Math.cos((latitude * Math.PI) / 180) * 111.2;
    const dy = (latitude - e.latitude) * 111.2;
    if (Math.hypot(dx, dy) <= e.radiusKm) return e.country;
  }
  return undefined;
}

/** The country and US state at a point, from the boundaries shipped with the app (no network). */
export function detectRegion(latitude: number, longitude: number): DetectedRegion {
  const { countries, states } = loadIndexes();
  const enclave = enclaveAt(latitude, longitude);
  if (enclave) return { country: enclave, state: null };
  // The state boundaries are finer than the country ones, so they settle US border towns (El Paso).
  const state = states.containing(longitude, latitude);
  if (state) return { country: UNITED_STATES, state };
  const country =
    countries.containing(longitude, latitude) ?? countries.nearest(longitude, latitude, COAST_TOLERANCE_KM);
  if (country !== UNITED_STATES) return { country: country ?? null, state: null };
  return { country, state: states.nearest(longitude, latitude, COAST_TOLERANCE_KM) ?? null };
}

/** Loads the boundaries ahead of time (at start) so the first request does not wait for them. */
export function warmUpRegionDetection(): void {
  loadIndexes();
}
