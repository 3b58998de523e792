import { standardCountryName } from './country-names';
import { countryOfIsoCode, knownCountryName } from './iso-names';

/**
 * Our English name of each country and territory we know → its ISO 3166-1 alpha-2 code ("United
 * States" → "US"), from the runtime's own region names: no table of codes to download. Withdrawn
 * codes ("BU", Burma's) are left out; a name several codes share keeps the first (France, not its
 * overseas departments).
 */
export function countryCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (new Intl.Locale('und', { region: code }).region !== code) continue;
      const name = knownCountryName(countryOfIsoCode(code));
      if (name && !codes.has(name)) codes.set(name, code);
    }
  return codes;
}

/**
 * Countries named in `locale`: in the browser loaded by loadCatalogue (lib/i18n.ts) on a page that
 * is not in English, and only there; on the server a page's wording (server/i18n.ts). A name in another spelling ("USA") is found by its standard one;
 * a name no code has is kept.
 */
export function countryNamer(locale: string): (name: string) => string {
  // Built when a country is first shown, not before the page's first render.
  let codes: Map<string, string> | undefined;
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const shown = new Map<string, string>();
  return (name) => {
    let label = shown.get(name);
    if (label === undefined) {
      codes ??= countryCodes();
      const code = codes.get(name) ?? codes.get(standardCountryName(name));
      label = (code && regions.of(code)) || name;
      shown.set(name, label);
    }
    return label;
  };
}
