import { continentOf } from './countries';
import { standardCountryName } from './country-names';

// Our names of ISO 3166-1 codes, from the runtime's English region names: no code tables, so the
// browser can load it (iso-countries.ts adds what needs the tables: alpha-3 codes, validity).

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
  XK: 'Kosovo',
};

let regionNames: Intl.DisplayNames | undefined;

/** Our name of the country an ISO 3166-1 alpha-2 code names ("CN" → "China", "MM" → "Myanmar"). */
export function countryOfIsoCode(code: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  const name = ISO_NAMES[code] ?? standardCountryName((regionNames.of(code) ?? code).replaceAll('&', 'and'));
  return standardCountryName(name.replace(/^St\. /, 'Saint '));
}

/** Our name of a country we know (one of the 195 or a listed territory) in any spelling, else undefined. */
export function knownCountryName(name: string): string | undefined {
  const standard = standardCountryName(name);
  return continentOf(standard) ? standard : undefined;
}
