// The index alone: the package's main entry also loads the names of 80 languages we do not use.
import { isValid, toAlpha2 } from 'i18n-iso-countries/index.js';
import { countryOfIsoCode, knownCountryName } from './iso-names';

// Naming a code needs no code tables: that part is a module of its own, which the browser loads.
export { countryOfIsoCode, knownCountryName };

/** Alpha-3 codes (OpenStreetMap's boundaries) to our names; Kosovo's user-assigned code included. */
export function countryOfIso3Code(code: string): string {
  if (code === 'XKX') return 'Kosovo';
  return countryOfIsoCode(toAlpha2(code) ?? code);
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
