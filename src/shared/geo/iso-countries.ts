// The index alone: the package's main entry also loads the names of 80 languages we do not use.
import { isValid, toAlpha2 } from 'i18n-iso-countries/index.js';
import { continentOf } from './countries';
import { standardCountryName } from './country-names';

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

/** Alpha-3 codes (OpenStreetMap's boundaries) to our names; Kosovo's user-assigned code included. */
export function countryOfIso3Code(code: string): string {
  if (code === 'XKX') return 'Kosovo';
  return countryOfIsoCode(toAlpha2(code) ?? code);
}

/** Our name of a country we know (one of the 195 or a listed territory) in any spelling, else undefined. */
export function knownCountryName(name: string): string | undefined {
  const standard = standardCountryName(name);
  return continentOf(standard) ? standard : undefined;
}

/**
 * Our name of the country an ISO 3166-1 alpha-2 or alpha-3 code names, in any case ("cn", "CHN");
 * undefined for anything that is not an assigned code we can name.
 */
export function countryOfAnyIsoCode(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(code)) return undefined;
  if (code === 'XK' || code === 'XKX') return 'Kosovo';
  if (!isValid(code)) return undefined;
  const name = code.length === 2 ? countryOfIsoCode(code) : countryOfIso3Code(code);
  return knownCountryName(name);
}
