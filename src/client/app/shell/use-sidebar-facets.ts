import { useMemo } from 'react';
import { countBy, filterPlaces, type Filters } from '#shared/filters.ts';
import { countryOf, usStateOf } from '#shared/geo/regions.ts';
import type { LocationTypeOption } from '#shared/location-types.ts';
import type { PlaceSummary } from '#shared/map-data.ts';
import { countByGroup } from '#shared/status.ts';
import { countryLabel } from '#client/components/country-label.ts';
import { typeName } from '#client/components/type-label.ts';
import { intlLocale } from '#client/lib/i18n.ts';

export interface FacetItem {
  value: string;
  label: string;
  count: number;
}

// Countries and types are listed by their names in the page's language, in its alphabetical order.
const collator = new Intl.Collator(intlLocale);
const byLabel = (a: FacetItem, b: FacetItem) => collator.compare(a.label, b.label);

/**
 * What the sidebar lists. Country counts are computed on all places and the country list on the
 * filtered ones (docs/product/SPEC.md section 9); the country filter itself is left out of that list's filtering,
 * and ticked countries stay listed, so a second country can still be ticked.
 */
export function useSidebarFacets(
  all: readonly PlaceSummary[],
  filters: Filters,
  typeOptions: readonly LocationTypeOption[],
  /** The places the server found by address or notes for the search. */
  alsoFound?: ReadonlySet<number>,
) {
  // The counts change with the places only, not with each filter or keystroke.
  const counts = useMemo(() => {
    const countries = new Map(countBy(all, countryOf).map((c) => [c.value, c.count]));
    const states: FacetItem[] = countBy(all, usStateOf).map((s) => ({ ...s, label: s.value }));
    const types: FacetItem[] = countBy(all, (p) => p.type)
      .map((t) => ({ ...t, label: typeName(t.value, typeOptions) }))
      .sort(byLabel);
    // Tags: only tagged places carry a list, so this walks few arrays even at 100,000 places.
    const tagCounts = new Map<string, number>();
    for (const place of all)
      if (place.tags) for (const tag of place.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    const tags: FacetItem[] = [...tagCounts]
      .map(([value, count]) => ({ value, label: value, count }))
      .sort(byLabel);
    // Per status group ("Planned" covers planned and wishlist), as in the statistics and the status filter.
    return { countries, states, types, tags, groups: countByGroup(all) };
  }, [all, typeOptions]);

  const countries = useMemo(() => {
    const listed = new Set(
      filterPlaces(all, { ...filters, countries: [] }, alsoFound).map((p) => countryOf(p) ?? ''),
    );
    for (const country of filters.countries) listed.add(country);
    return [...listed]
      .filter(Boolean)
      .map((value) => ({ value, label: countryLabel(value), count: counts.countries.get(value) ?? 0 }))
      .sort(byLabel);
  }, [all, filters, counts, alsoFound]);

  const { states, types, tags, groups } = counts;
  return { countries, states, types, tags, groups };
}
