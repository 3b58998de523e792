import type { CountryChange } from '../shared/import/api-types';
import { importedCountryName } from '../shared/import/country-words';

/**
 * The countries of an import's rows under the site's names, counting each change ("CN" → "China",
 * 12 rows) for the preview to show.
 */
export class CountryNamer {
  readonly #changes = new Map<string, CountryChange>();

  /** The name to store for a row's country (unchanged when there is none). */
  name(country: string | undefined): string | undefined {
    if (country === undefined) return country;
    const named = importedCountryName(country);
    if (named !== country) {
      const change = this.#changes.get(country) ?? { from: country, to: named, count: 0 };
      change.count += 1;
      this.#changes.set(country, change);
    }
    return named;
  }

  /** The changes by the name stored, then by the value the file gave. */
  changes(): CountryChange[] {
    return [...this.#changes.values()].sort(
      (a, b) => a.to.localeCompare(b.to, 'en') || a.from.localeCompare(b.from, 'en'),
    );
  }
}
