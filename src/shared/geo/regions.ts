import { standardCountryName, UNITED_STATES } from './country-names';
import { usStateFullName, usStateName } from './us-states';

/** What the rule needs of a place: its country and state as stored, in any spelling. */
export interface RegionPlace {
  country: string;
  state: string | null;
}

// Lists of 100,000 places carry a few hundred distinct spellings, and the filters ask on every
// keystroke: each spelling is looked up once. The bound only guards against unbounded input.
const MEMO_LIMIT = 10_000;

function memoize<T extends string | object>(lookup: (value: string) => T): (value: string) => T {
  const memo = new Map<string, T>();
  return (value) => {
    let result = memo.get(value);
    if (result === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      result = lookup(value);
      memo.set(value, result);
    }
    return result;
  };
}

/** The standard name of a country in any common spelling ("USA", "Czech Republic"); '' for a blank one. */
export const countryName = memoize(standardCountryName);

const stateNames = memoize((value) => ({ any: usStateName(value), byName: usStateFullName(value) }));

/** The canonical spelling of a US state ("CA" → "California"); anything else is returned trimmed. */
export function stateName(value: string): string {
  return stateNames(value).any ?? value.trim();
}

/**
 * The US state a place counts for, by its full name: one of the 50 or DC, in the United States (any
 * spelling, by name or postal code), or by its full name when the place gives no country (a postal
 * code alone is ambiguous: "WA" is also Western Australia). Else null.
 */
export function usStateOf(place: RegionPlace): string | null {
  if (!place.state) return null;
  const country = countryName(place.country);
  const names = stateNames(place.state);
  if (country === UNITED_STATES) return names.any ?? null;
  return country === '' ? (names.byName ?? null) : null;
}

/**
 * The country a place counts for, by its standard name: its own country in any spelling, or the
 * United States when it gives none but names a US state. Null when it has neither.
 */
export function countryOf(place: RegionPlace): string | null {
  const country = countryName(place.country);
  if (country !== '') return country;
  return usStateOf(place) ? UNITED_STATES : null;
}
