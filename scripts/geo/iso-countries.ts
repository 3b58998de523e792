import { createRequire } from 'node:module';
import { standardCountryName } from '../../src/shared/geo/country-names';

const require = createRequire(import.meta.url);

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

/** Alpha-3 codes (OpenStreetMap's boundaries) to our names; Kosovo's user-assigned code included. */
export function countryOfIso3Code(code: string): string {
  if (code === 'XKX') return 'Kosovo';
  const { alpha3ToAlpha2 } = require('i18n-iso-countries') as {
    alpha3ToAlpha2: (code: string) => string | undefined;
  };
  return countryOfIsoCode(alpha3ToAlpha2(code) ?? code);
}
