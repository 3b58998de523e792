import { useMemo } from 'react';
import { EMPTY_FILTERS } from '../../../shared/filters';
import { useLocationTypes } from '../../features/locations/api/get-location-types';
import { usePlaces } from '../../features/locations/api/get-places';
import { useSidebarFacets } from './use-sidebar-facets';
import { rankSuggestions, suggestionEntries, type Suggestion } from './search-suggestions';

const NO_PLACES: never[] = [];

/**
 * The header's suggestions for `text`: places by name, and the countries, US states and types the
 * sidebar lists (counted on every place). The data is what the map and the sidebar already loaded;
 * the labels are folded once per load of it, and each keystroke only compares.
 */
export function useSearchSuggestions(text: string): Suggestion[] {
  const places = usePlaces().data ?? NO_PLACES;
  const typeOptions = useLocationTypes();
  const { countries, states, types } = useSidebarFacets(places, EMPTY_FILTERS, typeOptions);
  const entries = useMemo(
    () => suggestionEntries(places, { country: countries, state: states, type: types }),
    [places, countries, states, types],
  );
  return useMemo(() => rankSuggestions(entries, text), [entries, text]);
}
