import { existsSync } from 'node:fs';
import { UNITED_STATES } from '#shared/geo/country-names.ts';
import type { DetectedRegion } from '#shared/geo/geocode.ts';
import { US_STATES } from '#shared/geo/us-states.ts';
import { ATLAS_FILES, readParts } from './atlas';
import { LandBorders } from './land-borders';
import { RegionIndex } from './region-index';
import { readSnapshots } from './snapshot';
import { boundaryCountryName, specialAreaAt } from './territory-policy';

export type { DetectedRegion };

/**
 * A point just off the coastline (a beach, a pier, a lagoon town, a ferry port) still belongs to
 * the nearest country; 12 nautical miles is the territorial sea, rounded up to 20 km for the
 * generalised coast. Points farther out stay at sea.
 */
const COAST_TOLERANCE_KM = 20;
/**
 * Natural Earth's 1:10m borders stray up to a few kilometres from the true line (a river drawn
 * straight); within this distance of a land border, the finer border line decides.
 */
const BORDER_KM = 5;
/**
 * Within this distance of a line between two US states, the finer line (the Digital Chart of the
 * World at 1:1,000,000) decides which side a point is on: rivers and ridges that the Census 1:10m
 * cut draws in a few straight strokes.
 */
const STATE_LINE_KM = 3;
/**
 * Except along a straight surveyed line (the 42nd parallel, the Mason–Dixon line), which the
 * Census draws exactly as one edge at least this long, and the hand-digitised chart a little off.
 */
const SURVEYED_LINE_KM = 20;
const STATE_NAMES = new Set(Object.values(US_STATES));
const LAND_BORDERS = new URL('./data/land-borders.json', import.meta.url);
const STATE_LINES = new URL('./data/state-lines.json', import.meta.url);

/** Written beside the server bundle by its build (scripts/geo/write-region-indexes.ts). */
const PREBUILT = new URL('./data/region-indexes.bin', import.meta.url);

interface Indexes {
  countries: RegionIndex;
  states: RegionIndex;
  borders: LandBorders;
  stateLines: LandBorders;
}
let indexes: Indexes | undefined;

/** Builds the indexes from the boundaries (about a second; `npm run geo:accuracy` times it). */
export function buildRegionIndexes(): Indexes {
  return {
    countries: new RegionIndex({
      parts: readParts(ATLAS_FILES.countries10m, 'countries', boundaryCountryName),
    }),
    states: new RegionIndex({
      parts: readParts(ATLAS_FILES.states10m, 'states', (name) => (STATE_NAMES.has(name) ? name : null)),
    }),
    borders: LandBorders.fromFile(LAND_BORDERS),
    stateLines: LandBorders.fromFile(STATE_LINES),
  };
}

/** Reads the indexes from a snapshot file scripts/geo/write-region-indexes.ts wrote. */
export function readRegionIndexes(file: URL | string): Indexes {
  const { countries, states, borders, stateLines } = readSnapshots(file);
  return {
    countries: new RegionIndex({ snapshot: countries! }),
    states: new RegionIndex({ snapshot: states! }),
    borders: LandBorders.fromSnapshot(borders!),
    stateLines: LandBorders.fromSnapshot(stateLines!),
  };
}

/** The indexes, once: read from the build's snapshot when there is one (and it fits), else built. */
function loadIndexes(): Indexes {
  if (!indexes) {
    try {
      indexes = existsSync(PREBUILT) ? readRegionIndexes(PREBUILT) : buildRegionIndexes();
    } catch {
      // A snapshot from another version of the index code: build instead.
      indexes = buildRegionIndexes();
    }
  }
  return indexes;
}

/**
 * The country and US state at a point, from the boundaries shipped with the app (no network).
 * Disputed and special territories follow the policy in territory-policy.ts (README).
 */
export function detectRegion(latitude: number, longitude: number): DetectedRegion {
  const { countries, states, borders, stateLines } = loadIndexes();
  const special = specialAreaAt(latitude, longitude);
  if (special) return { country: special, state: null };
  let country = countries.containing(longitude, latitude);
  const border = borders.nearest(longitude, latitude, BORDER_KM);
  if (border?.countries.length === 1) {
    // On the land side of a river bank or a coast near another country: that country's land.
    if (border.side) country = border.side;
  } else if (border && (country === undefined || border.countries.includes(country))) {
    // The border line settles which of its two countries; a third one (an island, a coast across a
    // strait) that the shapes put the point in keeps it.
    country = border.side ?? undefined;
  }
  if (country === undefined) {
    // Off the 1:10m coast: a US state's finer coastline may still hold the point (a pier, a key).
    const state = states.containing(longitude, latitude);
    if (state) return { country: UNITED_STATES, state };
    country = countries.nearest(longitude, latitude, COAST_TOLERANCE_KM);
  }
  if (country !== UNITED_STATES) return { country: country ?? null, state: null };
  // The finer state lines on land only: the chart draws the Great Lakes into the states around them.
  const inState = states.containing(longitude, latitude);
  const state =
    (inState && stateNearLine(states, stateLines, longitude, latitude)) ??
    inState ??
    states.nearest(longitude, latitude, COAST_TOLERANCE_KM);
  return { country, state: state ?? null };
}

/** The state on the point's side of a nearby line between two states, where that line decides. */
function stateNearLine(states: RegionIndex, lines: LandBorders, longitude: number, latitude: number) {
  const line = lines.nearest(longitude, latitude, STATE_LINE_KM);
  if (!line?.side) return undefined;
  const edge = states.nearestEdge(longitude, latitude, STATE_LINE_KM);
  return edge && edge.lengthKm >= SURVEYED_LINE_KM ? undefined : line.side;
}

/** Loads the boundaries ahead of time (at start) so the first request does not wait for them. */
export function warmUpRegionDetection(): void {
  loadIndexes();
}
