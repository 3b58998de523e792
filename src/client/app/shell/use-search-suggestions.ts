import { useCallback, useDeferredValue, useMemo } from 'react';
import { EMPTY_FILTERS } from '#shared/filters.ts';
import { useLocationTypes } from '#client/features/locations/api/get-location-types.ts';
import { usePlaces } from '#client/features/locations/api/get-places.ts';
import { useSidebarFacets } from './use-sidebar-facets';
import { SuggestionRanker, suggestionEntries, type Suggestion } from './search-suggestions';

const NO_PLACES: never[] = [];

/**
 * The header's suggestions for `text`: places by name, and the countries, US states and types the
 * sidebar lists (counted on every place). The data is what the map and the sidebar already loaded;
 * the labels are folded once per load of it, and each keystroke only compares.
 *
 * Ranking reads a deferred copy of the text: a keystroke's filtering of the map and the list commits
 * first, and the list of suggestions follows in a render React may interrupt for the next key (at
 * 100,000 places ranking takes longer than a frame). `firstFor` ranks the current text at once, for
 * an Enter pressed before the suggestions caught up.
 */
export function useSearchSuggestions(text: string): {
  suggestions: Suggestion[];
  firstFor: (text: string) => Suggestion | undefined;
} {
  const places = usePlaces({ names: true }).data ?? NO_PLACES;
  const typeOptions = useLocationTypes();
  const { countries, states, types } = useSidebarFacets(places, EMPTY_FILTERS, typeOptions);
  const ranker = useMemo(
    () => new SuggestionRanker(suggestionEntries(places, { country: countries, state: states, type: types })),
    [places, countries, states, types],
  );
  const deferredText = useDeferredValue(text);
  const suggestions = useMemo(() => ranker.rank(deferredText), [ranker, deferredText]);
  const firstFor = useCallback(
    (current: string) => (current === deferredText ? suggestions[0] : ranker.rank(current, 1)[0]),
    [ranker, deferredText, suggestions],
  );
  return { suggestions, firstFor };
}
