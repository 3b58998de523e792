import { countryOfIsoCode, countryOfAnyIsoCode, knownCountryName } from '../geo/iso-countries';

/**
 * The languages whose country names an import understands. English too: the runtime's English
 * names ("Myanmar (Burma)", "Congo - Kinshasa") are not always ours.
 */
const LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'it'] as const;

let ourNameByLocalName: Map<string, string> | undefined;

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Built on first use from the runtime's own region names: no table of ours to keep. */
function table(): Map<string, string> {
  if (ourNameByLocalName) return ourNameByLocalName;
  const table = new Map<string, string>();
  ourNameByLocalName = table;
  if (typeof Intl.DisplayNames !== 'function') return table;
  const local = LANGUAGES.map(
    (language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
  );
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      // Only codes naming a country we know: "BU" (Burma's withdrawn code) must not take the name
      // "Myanmar (Burma)" from "MM".
      const ours = knownCountryName(countryOfIsoCode(code));
      if (!ours) continue;
      for (const names of local) {
        const localName = names.of(code);
        if (localName && !table.has(fold(localName))) table.set(fold(localName), ours);
      }
    }
  return table;
}

/** "Deutschland" → "Germany", "Birmanie" → "Myanmar": our name, or undefined for a name we cannot place. */
function countryOfLocalName(name: string): string | undefined {
  return table().get(fold(name));
}

/**
 * The country an imported row names, as the site stores and counts it, by the one list of names
 * that detection, statistics and world progress use (src/shared/geo/country-names.ts): a name we
 * know in any spelling ("Myanmar" stays "Myanmar", "Czech Republic" is "Czechia"), an ISO 3166-1
 * alpha-2 or alpha-3 code ("CN", "CHN"), or a name in another language ("Deutschland"). Anything
 * else is kept as given, trimmed.
 */
export function importedCountryName(value: string): string {
  const given = value.trim();
  if (given === '') return given;
  return knownCountryName(given) ?? countryOfAnyIsoCode(given) ?? countryOfLocalName(given) ?? given;
}
